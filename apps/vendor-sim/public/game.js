// The simulated vendor's game page: open the session (the simulator authenticates our token with the
// operator), then spin. Plain script, no inline code (the page's CSP allows 'self' scripts only).
(() => {
  const texts = {
    EN: {
      balance: 'Balance',
      stake: 'Stake',
      spin: 'Spin',
      spinning: 'Spinning…',
      win: 'You won {amount}!',
      lose: 'No win this time.',
      demo: 'Free trial: fun money only.',
      insufficient_funds: 'Not enough balance for this stake.',
      rolled_back: 'The round was cancelled and the stake refunded.',
      player_blocked: 'Your session on the site has ended. Sign in again and reopen the game to play.',
      play_limit_reached: 'You have reached a limit you set on the site. Play stops here.',
      game_cycle_too_fast: 'Wait for the round to finish.',
      autoplay: 'Autoplay ×5',
      error: 'The game could not reach the wallet ({code}).',
    },
    NE: {
      balance: 'ब्यालेन्स',
      stake: 'दाउ',
      spin: 'घुमाउनुहोस्',
      spinning: 'घुमिरहेको छ…',
      win: 'तपाईंले {amount} जित्नुभयो!',
      lose: 'यस पटक जित भएन।',
      demo: 'निःशुल्क परीक्षण: खेल पैसा मात्र।',
      insufficient_funds: 'यो दाउको लागि पर्याप्त ब्यालेन्स छैन।',
      rolled_back: 'राउन्ड रद्द भयो र दाउ फिर्ता भयो।',
      player_blocked: 'साइटमा तपाईंको सत्र समाप्त भयो। खेल्न फेरि साइन इन गरी खेल फेरि खोल्नुहोस्।',
      play_limit_reached: 'तपाईंले साइटमा राखेको सीमामा पुग्नुभयो। खेल यहीँ रोकिन्छ।',
      game_cycle_too_fast: 'राउन्ड सकिन पर्खनुहोस्।',
      autoplay: 'स्वतः खेल ×5',
      error: 'खेलले वालेटमा पुग्न सकेन ({code})।',
    },
  };
  // Glyphs every system font has (emoji fonts are missing on many servers and kiosks).
  const symbols = { cherry: '♥', lemon: '♦', bell: '♣', star: '★', seven: '7' };
  const body = document.body;
  const language = texts[body.dataset.lang] ? body.dataset.lang : 'EN';
  const t = (key, values = {}) => texts[language][key].replace(/\{(\w+)\}/g, (_, name) => values[name] ?? '');
  const balance = document.getElementById('balance');
  const message = document.getElementById('message');
  const spinButton = document.getElementById('spin');
  const autoplayButton = document.getElementById('autoplay');
  const stopCodes = ['player_blocked', 'play_limit_reached'];
  const minCycleMs = Number(body.dataset.minCycleMs) || 0;
  let lastSpinAt = 0;
  const reels = document.getElementById('reels');
  const stakes = document.getElementById('stakes');
  document.getElementById('balance-label').textContent = t('balance');
  document.getElementById('stake-label').textContent = t('stake');
  spinButton.textContent = t('spin');
  if (autoplayButton) autoplayButton.textContent = t('autoplay');
  // pg_jade_dragon -> Jade Dragon: the vendor's code without its prefix, as a title.
  document.getElementById('title').textContent = body.dataset.game
    .replace(/^[a-z0-9]+_/i, '')
    .split(/[_-]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

  const format = (minor) => {
    const value = BigInt(minor);
    const negative = value < 0n;
    const absolute = negative ? -value : value;
    const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${negative ? '-' : ''}${whole}.${(absolute % 100n).toString().padStart(2, '0')}`;
  };
  let session = null;
  let stakeMinor = '100';
  for (const [index, value] of ['100', '500', '1000'].entries()) {
    const id = `stake-${value}`;
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'stake';
    input.id = id;
    input.value = value;
    input.checked = index === 0;
    input.addEventListener('change', () => {
      stakeMinor = value;
    });
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = format(value);
    stakes.append(input, label);
  }

  const post = async (path, payload) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return response.json();
  };
  const showBalance = (minor, currency) => {
    if (minor !== undefined && minor !== '')
      balance.textContent = `${currency ?? ''} ${format(minor)}`.trim();
  };

  async function open() {
    const opened = await post('/play/api/open', {
      vendorCode: body.dataset.vendor,
      gameCode: body.dataset.game,
      language,
      token: body.dataset.token || null,
      minCycleMs,
      ...(body.dataset.wallet === 'transfer'
        ? {
            wallet: 'transfer',
            playerId: body.dataset.player,
            currency: body.dataset.currency,
            expiresAt: Number(body.dataset.expires),
            ticket: body.dataset.ticket,
          }
        : {}),
    });
    if (opened.error) {
      message.textContent = stopCodes.includes(opened.error)
        ? t(opened.error)
        : t('error', { code: opened.error });
      return;
    }
    session = opened;
    showBalance(opened.balanceMinor, opened.currency);
    if (opened.demo) message.textContent = t('demo');
    spinButton.disabled = false;
    if (autoplayButton) autoplayButton.disabled = false;
  }

  // The operator's jurisdiction: no spin starts within minCycleMs of the last one (the button stays
  // disabled meanwhile), and play stops for good on the operator's stop codes.
  async function spinOnce() {
    if (!session) return;
    const waitMs = lastSpinAt + minCycleMs - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    if (!session) return;
    lastSpinAt = Date.now();
    spinButton.disabled = true;
    if (autoplayButton) autoplayButton.disabled = true;
    message.textContent = t('spinning');
    try {
      const result = await post('/play/api/spin', { sessionId: session.sessionId, stakeMinor });
      if (result.reels) {
        reels.replaceChildren(
          ...result.reels.map((symbol) => {
            const cell = document.createElement('span');
            cell.textContent = symbols[symbol] ?? '?';
            cell.title = symbol;
            cell.className = `symbol-${symbol}`;
            return cell;
          }),
        );
      }
      if (stopCodes.includes(result.refused)) {
        // The operator ended the player's session or a limit was reached: no more bets from this page.
        message.textContent = t(result.refused);
        session = null;
        return;
      }
      if (result.refused === 'game_cycle_too_fast') {
        message.textContent = t('game_cycle_too_fast');
        return;
      }
      showBalance(result.balanceMinor, result.currency);
      if (result.refused === 'insufficient_funds') message.textContent = t('insufficient_funds');
      else if (result.refused === 'rolled_back') message.textContent = t('rolled_back');
      else if (result.refused || result.error)
        message.textContent = t('error', { code: result.refused || result.error });
      else if (BigInt(result.winMinor) > 0n)
        message.textContent = t('win', { amount: format(result.winMinor) });
      else message.textContent = t('lose');
    } catch {
      message.textContent = t('error', { code: 'network' });
    } finally {
      const remainingMs = Math.max(0, lastSpinAt + minCycleMs - Date.now());
      setTimeout(() => {
        spinButton.disabled = session === null;
        if (autoplayButton) autoplayButton.disabled = session === null;
      }, remainingMs);
    }
  }

  spinButton.addEventListener('click', () => {
    spinOnce();
  });
  // Only rendered where the jurisdiction allows autoplay; each spin still waits for its cycle.
  autoplayButton?.addEventListener('click', async () => {
    for (let count = 0; count < 5 && session; count += 1) await spinOnce();
  });

  open().catch(() => {
    message.textContent = t('error', { code: 'network' });
  });
})();
