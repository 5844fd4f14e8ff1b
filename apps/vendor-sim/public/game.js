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
  const reels = document.getElementById('reels');
  const stakes = document.getElementById('stakes');
  document.getElementById('balance-label').textContent = t('balance');
  document.getElementById('stake-label').textContent = t('stake');
  spinButton.textContent = t('spin');
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
      message.textContent =
        opened.error === 'player_blocked' ? t('player_blocked') : t('error', { code: opened.error });
      return;
    }
    session = opened;
    showBalance(opened.balanceMinor, opened.currency);
    if (opened.demo) message.textContent = t('demo');
    spinButton.disabled = false;
  }

  spinButton.addEventListener('click', async () => {
    if (!session) return;
    spinButton.disabled = true;
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
      if (result.refused === 'player_blocked') {
        // The operator ended the player's session: no more bets from this page.
        message.textContent = t('player_blocked');
        session = null;
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
      spinButton.disabled = session === null;
    }
  });

  open().catch(() => {
    message.textContent = t('error', { code: 'network' });
  });
})();
