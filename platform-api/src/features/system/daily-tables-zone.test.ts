import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { hashPassword } from '../../security/password.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ensureWallet, postMemberMovement, reconcile } from '../wallet/index.js';
import { addDays, businessDayOf, dayStart } from './business-day.js';
import { dailyTablesZone, keepDailyTablesInBusinessZone } from './daily-tables-zone.js';

// Issue 35 item 2: an operator changes brands.business_time_zone and restarts; the start re-keys
// every daily table by the new business day, in one transaction. Here the brand starts in UTC;
// a member registers, deposits, bets and pays its first deposit at 15:58 and 16:00:30 UTC (one
// UTC day; 23:58 and 00:00:30 in Manila, two days there).
let t: TestApp;
let memberId = 0;
let agentId = 0;
let utcDay = '';
let manilaMidnight = 0;

const db = () => t.database.db;

async function insertMember(username: string, type: number, parent: number | null, at: number) {
  const [row] = await selectRows<{ id: number }>(
    db(),
    sql`INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
        VALUES ('LOBBY01', ${username}, ${await hashPassword('zonepass123')}, ${type}, ${parent},
                ${new Date(at).toISOString()})
        RETURNING id`,
  );
  return Number(row!.id);
}

/** The member's ledger, bet and member days, and the agent's registration and first-deposit days. */
async function keyedDays() {
  const rows = await selectRows<{ what: string; day: string }>(
    db(),
    sql`SELECT 'ledger' AS what, to_char(d.day, 'YYYY-MM-DD') AS day FROM ledger_daily_totals d
          JOIN ledger_accounts a ON a.id = d.account_id JOIN wallets w ON w.id = a.wallet_id
         WHERE w.member_id = ${memberId}
        UNION SELECT 'bet', to_char(day, 'YYYY-MM-DD') FROM bet_daily_totals
         WHERE member_id = ${memberId}
        UNION SELECT 'member', to_char(day, 'YYYY-MM-DD') FROM member_daily_totals
         WHERE member_id = ${memberId}
        UNION SELECT 'first deposit', to_char(day, 'YYYY-MM-DD') FROM member_first_deposits
         WHERE member_id = ${memberId}
        UNION SELECT 'registration', to_char(day, 'YYYY-MM-DD') FROM team_daily_heads
         WHERE agent_id = ${agentId} AND scope = 'all' AND registrations <> 0
        UNION SELECT 'active', to_char(month + team_month_last_day(day_mask) - 1, 'YYYY-MM-DD')
          FROM team_member_activity WHERE agent_id = ${agentId} AND day_mask <> 0
        ORDER BY 1, 2`,
  );
  const days: Record<string, string[]> = {};
  for (const row of rows) (days[row.what] ??= []).push(row.day);
  return days;
}

before(async () => {
  t = await createTestApp();
  // Two days ahead of the real clock, away from the seed's activity.
  utcDay = addDays(businessDayOf(new Date(), 'UTC'), 2);
  manilaMidnight = dayStart(addDays(utcDay, 1), 'Asia/Manila').getTime(); // 16:00 UTC of utcDay
  const late = manilaMidnight - 120_000; // 15:58 UTC
  const early = manilaMidnight + 30_000; // 16:00:30 UTC
  agentId = await insertMember('zoneboss', 1, null, late - 86_400_000 * 40);
  memberId = await insertMember('zonem1', 0, agentId, late);
  const wallet = await ensureWallet(db(), memberId, 'CNY');
  await postMemberMovement(db(), {
    walletId: wallet.id,
    kind: 'BONUS',
    counter: 'bonus',
    amountMinor: 1_000,
    reference: 'zone-test:bonus',
    at: new Date(late),
  });
  const [game] = await selectRows<{ id: number }>(db(), sql`SELECT id FROM games LIMIT 1`);
  await db().execute(sql`INSERT INTO bet_records
      (member_id, game_id, reference, stake_minor, payout_minor, status, placed_at, settled_at)
    VALUES (${memberId}, ${game!.id}, 'zone-test:bet', 500, 0, 'SETTLED',
            ${new Date(late).toISOString()}, ${new Date(late).toISOString()})`);
  // A first deposit paid at 16:00:30 UTC (its order's status change writes the first deposit).
  await db().execute(sql`INSERT INTO deposit_orders
      (member_id, wallet_id, order_no, channel_code, provider_code, amount_minor, fee_minor,
       credit_minor, status, created_at, finished_at, expires_at)
    SELECT ${memberId}, ${wallet.id}, 'ZONE-TEST-1', code, provider_code, 20000, 0, 20000, 'PAID',
           ${new Date(early).toISOString()}, ${new Date(early).toISOString()},
           ${new Date(early + 3_600_000).toISOString()}
      FROM deposit_channels LIMIT 1`);
  await postMemberMovement(db(), {
    walletId: wallet.id,
    kind: 'DEPOSIT',
    counter: 'cash:SEED',
    amountMinor: 20_000,
    reference: 'zone-test:deposit',
    at: new Date(early),
  });
});
after(async () => {
  await t.close();
});

describe('the daily tables follow a change of the business time zone', () => {
  test('keyed by UTC day while the brand is in UTC: one day holds it all', async () => {
    assert.equal(await dailyTablesZone(db()), 'UTC');
    assert.equal(await keepDailyTablesInBusinessZone(db()), null, 'nothing to do');
    assert.deepEqual(await keyedDays(), {
      active: [utcDay],
      bet: [utcDay],
      'first deposit': [utcDay],
      ledger: [utcDay],
      member: [utcDay],
      registration: [utcDay],
    });
  });

  test('the brand moves to Asia/Manila: the start re-keys every table by the Manila day', async () => {
    await db().execute(sql`UPDATE brands SET business_time_zone = 'Asia/Manila'`);
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o), warn: (o: unknown) => logged.push(o) };
    const change = await keepDailyTablesInBusinessZone(db(), log as never);
    assert.deepEqual([change?.from, change?.to], ['UTC', 'Asia/Manila']);
    assert.equal(logged.length, 2, 'the change and its end are logged');
    assert.equal(await dailyTablesZone(db()), 'Asia/Manila');
    const next = addDays(utcDay, 1);
    assert.deepEqual(await keyedDays(), {
      active: [utcDay],
      bet: [utcDay],
      'first deposit': [next],
      ledger: [utcDay, next],
      member: [utcDay, next],
      registration: [utcDay],
    });
    const report = await reconcile(db());
    assert.equal(report.dailyTotalMismatches, 0, JSON.stringify(report));
    assert.equal(report.ok, true);
    // A second start finds the tables in the brand's zone already.
    assert.equal(await keepDailyTablesInBusinessZone(db()), null);
  });

  test('new rows after the re-key are keyed by the new business day', async () => {
    const wallet = await ensureWallet(db(), memberId, 'CNY');
    await postMemberMovement(db(), {
      walletId: wallet.id,
      kind: 'BONUS',
      counter: 'bonus',
      amountMinor: 100,
      reference: 'zone-test:bonus-after',
      at: new Date(manilaMidnight + 3_600_000), // 01:00 Manila, 17:00 UTC of utcDay
    });
    const [row] = await selectRows<{ day: string }>(
      db(),
      sql`SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM member_daily_totals
           WHERE member_id = ${memberId} AND bonuses_minor > 0`,
    );
    assert.equal(row!.day, addDays(utcDay, 1));
    assert.equal((await reconcile(db())).ok, true);
  });

  test('a zone PostgreSQL does not know stops the re-key and changes nothing', async () => {
    await db().execute(sql`UPDATE brands SET business_time_zone = 'Mars/Olympus_Mons'`);
    await assert.rejects(keepDailyTablesInBusinessZone(db()), /time zone/i);
    assert.equal(await dailyTablesZone(db()), 'Asia/Manila');
    await db().execute(sql`UPDATE brands SET business_time_zone = 'Asia/Manila'`);
  });
});
