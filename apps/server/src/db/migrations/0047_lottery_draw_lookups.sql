-- In-house lottery lookups that read the whole draws table (issue 19, benchmark): the job's query for
-- cancelled draws with stakes left to refund (every minute) had no index for status = 'cancelled' and scanned
-- every draw: 483 ms on a year of fast draws (805,950 rows), 0.3 ms with this partial index (cancelled
-- draws are few). The latest results per game (openedNumbers) read the game's newest draws by
-- lottery_draws_game_time instead (lottery-repository.ts latestDrawn).
create index lottery_draws_cancelled on lottery_draws (draw_at) where status = 'cancelled';
