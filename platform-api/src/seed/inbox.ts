import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { members } from '../db/schema/index.js';
import { inboxMessages } from '../db/schema/inbox.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { teamUsername } from './team-username.js';

interface SeedMessage {
  title: string;
  content: string;
  daysAgo: number;
  read: boolean;
}

const WELCOME: SeedMessage = {
  title: 'Welcome to Lobby',
  content:
    '<p>Thank you for joining Lobby! Your account is ready.</p>' +
    '<p>Claim your <b>100% welcome bonus</b> on the <a href="/m/activity">promotions page</a> ' +
    'and verify your mobile number in the <a href="/m/securityCenter">security centre</a>.</p>',
  daysAgo: 30,
  read: true,
};

/** The demo member's inbox: three unread messages and two read ones. */
const DEMO_MESSAGES: SeedMessage[] = [
  WELCOME,
  {
    title: 'Deposit received',
    content:
      '<p>Your deposit has been credited to your wallet.</p>' +
      '<table><tr><th>Amount</th><td>￥8,888.00</td></tr><tr><th>Method</th><td>Bank transfer</td></tr></table>',
    daysAgo: 21,
    read: true,
  },
  {
    title: 'You reached VIP 1',
    content:
      '<p>Congratulations! Your club level is now <b>VIP 1</b>.</p>' +
      '<ul><li>Daily rebate up to 1.2%</li><li>Birthday gift</li><li>Faster withdrawals</li></ul>',
    daysAgo: 5,
    read: false,
  },
  {
    title: 'Weekly cashback credited',
    content: '<p>Your live casino cashback of <b>￥56.40</b> for last week has been credited.</p>',
    daysAgo: 2,
    read: false,
  },
  {
    title: 'Security reminder',
    content:
      '<p>We will never ask for your password. If you did not log in from a new device recently, ' +
      '<a href="/m/changePsw">change your password</a> now.</p>',
    daysAgo: 1,
    read: false,
  },
];

const AGENT_MESSAGES: SeedMessage[] = [
  { ...WELCOME, daysAgo: 90 },
  {
    title: 'Monthly commission statement',
    content:
      '<p>Your commission statement for last month is ready in the <a href="/m/agent">agent centre</a>.</p>',
    daysAgo: 3,
    read: false,
  },
];

/** Inbox messages of the demo accounts; each is written once (keyed by its reference). */
export async function seedInbox(executor: Executor, now: Date): Promise<void> {
  const teamNames = Array.from({ length: DEMO_ACCOUNTS.teamSize }, (_, i) => teamUsername(i + 1));
  const plan = new Map<string, SeedMessage[]>([
    [DEMO_ACCOUNTS.member.username, DEMO_MESSAGES],
    [DEMO_ACCOUNTS.agent.username, AGENT_MESSAGES],
    ...teamNames.map((name): [string, SeedMessage[]] => [name, [{ ...WELCOME, read: false }]]),
  ]);
  const owners = await executor
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, [...plan.keys()]));
  const rows = owners.flatMap((owner) =>
    (plan.get(owner.username) ?? []).map((message, index) => {
      const createdAt = new Date(now.getTime() - message.daysAgo * 86_400_000);
      return {
        memberId: owner.id,
        reference: `seed:${owner.username}:inbox:${index + 1}`,
        title: message.title,
        content: message.content,
        createdAt,
        readAt: message.read ? new Date(createdAt.getTime() + 3_600_000) : null,
      };
    }),
  );
  if (rows.length > 0) await executor.insert(inboxMessages).values(rows).onConflictDoNothing();
}
