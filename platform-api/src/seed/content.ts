import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  announcements,
  banners,
  helpArticles,
  promotionCategories,
  promotions,
} from '../db/schema/index.js';
import { promotionTerms } from './promotion-terms.js';

const SINCE = '2024-01-01';
const UNTIL = '2099-12-31';

const PROMO_CATEGORIES = ['New Member', 'Daily', 'Slots', 'Live Casino', 'Sports', 'VIP'];

// Operator HTML as an operator should write it for a site with a dark and a light theme: no
// text colour of its own unless it brings its background too (the site's styles colour the rest).
// The terms (reward, turnover) are written from the promotion's rule (promotion-terms.ts).
const richHtml = (heading: string, body: string) =>
  `<h2>${heading}</h2><p>${body}</p>${promotionTerms(heading, 'EN')}`;

const PROMOTIONS: { title: string; categories: string[]; noExpiry: boolean; body: string }[] = [
  {
    title: 'Welcome Bonus 100%',
    categories: ['New Member'],
    noExpiry: true,
    body: 'Double your first deposit up to ￥1,888.',
  },
  {
    title: 'Daily Reload 10%',
    categories: ['Daily'],
    noExpiry: true,
    body: 'Reload every day and get 10% extra.',
  },
  {
    title: 'Slots Rebate 1.2%',
    categories: ['Slots', 'Daily'],
    noExpiry: true,
    body: 'Unlimited rebate on every slot spin.',
  },
  {
    title: 'Live Casino Cashback',
    categories: ['Live Casino'],
    noExpiry: false,
    body: 'Weekly cashback of 5% on live tables.',
  },
  {
    title: 'Sports First Bet Insurance',
    categories: ['Sports', 'New Member'],
    noExpiry: false,
    body: 'Lose your first bet and get it back.',
  },
  {
    title: 'VIP Birthday Gift',
    categories: ['VIP'],
    noExpiry: true,
    body: 'A gift from us on your birthday month.',
  },
  {
    title: 'Weekend Jackpot Race',
    categories: ['Slots'],
    noExpiry: false,
    body: 'Top 50 players share ￥88,888 every weekend.',
  },
  {
    title: 'Invite Friends Reward',
    categories: ['New Member', 'VIP'],
    noExpiry: true,
    body: 'Earn ￥38 for every friend who joins.',
  },
  {
    title: 'Esports Parlay Boost',
    categories: ['Sports'],
    noExpiry: false,
    body: 'Boosted odds on esports parlays.',
  },
  {
    title: 'Red Envelope Rain',
    categories: ['Daily'],
    noExpiry: false,
    body: 'Catch red envelopes at 12:00 and 20:00.',
  },
];

export async function seedContent(executor: Executor): Promise<void> {
  await executor
    .insert(promotionCategories)
    .values(PROMO_CATEGORIES.map((name, index) => ({ name, sortOrder: index + 1 })))
    .onConflictDoNothing();
  const categoryRows = await executor
    .select({ id: promotionCategories.id, name: promotionCategories.name })
    .from(promotionCategories)
    .where(inArray(promotionCategories.name, PROMO_CATEGORIES));
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
  const idsOf = (names: string[]) => names.map((name) => categoryId.get(name)!);

  await executor
    .insert(promotions)
    .values(
      PROMOTIONS.map((promo, index) => ({
        title: promo.title,
        content: richHtml(promo.title, promo.body),
        startDate: SINCE,
        endDate: promo.noExpiry ? null : UNTIL,
        noExpiry: promo.noExpiry,
        categoryIds: idsOf(promo.categories),
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();

  await executor
    .insert(banners)
    .values([
      {
        groupName: 'm_home',
        title: 'Welcome Bonus 100%',
        link: '/m/activity',
        width: 750,
        height: 300,
        sortOrder: 1,
      },
      {
        groupName: 'm_home',
        title: 'Weekend Jackpot Race',
        link: '/m/activity',
        width: 750,
        height: 300,
        sortOrder: 2,
      },
      {
        groupName: 'm_home',
        title: 'Live Casino Cashback',
        link: '/m/live',
        width: 750,
        height: 300,
        sortOrder: 3,
      },
      {
        groupName: 'm_deposit20',
        title: 'Deposit and get 20% more',
        link: '/m/activity',
        width: 750,
        height: 200,
        sortOrder: 1,
      },
      {
        groupName: 'm_bet20',
        title: 'Bet 20 rounds, win a spin',
        link: '/m/activity',
        width: 750,
        height: 200,
        sortOrder: 1,
      },
    ])
    .onConflictDoNothing();

  const announcementRows: (typeof announcements.$inferInsert)[] = [
    {
      type: 'A',
      title: 'Scheduled maintenance notice',
      content: '<p>PG Soft games will be under maintenance on <b>Tuesday 03:00–05:00</b>.</p>',
      startDate: SINCE,
      noExpiry: true,
      sortOrder: 1,
    },
    {
      type: 'A',
      title: 'New games every week',
      content:
        '<p>Discover <a href="/m/rng">new slots</a> every Monday. <span style="background:#c62839;color:#ffffff;padding:0 4px;border-radius:4px">Hot!</span></p>',
      startDate: SINCE,
      endDate: UNTIL,
      sortOrder: 2,
    },
    {
      type: 'A',
      title: 'Old lucky draw results',
      content: '<p>The lucky draw has ended.</p>',
      startDate: '2023-01-01',
      endDate: '2023-12-31',
      sortOrder: 3,
    },
    {
      type: 'PL',
      title: 'Verify your mobile number',
      content:
        '<p>Verify your mobile number in the <a href="/m/securityCenter">security centre</a> to protect your account.</p>',
      startDate: SINCE,
      noExpiry: true,
      sortOrder: 1,
    },
    {
      type: 'PL',
      title: 'Withdrawal times',
      content:
        '<table><tr><th>Method</th><th>Time</th></tr><tr><td>Bank</td><td>5–15 min</td></tr><tr><td>E-wallet</td><td>1–5 min</td></tr></table>',
      startDate: SINCE,
      noExpiry: true,
      sortOrder: 2,
    },
    {
      type: 'B',
      title: 'Home carousel: welcome',
      content: '<p>Welcome to Lobby.</p>',
      groupName: 'm_home',
      startDate: SINCE,
      noExpiry: true,
      imageUrls: ['/wps/img/promo/1.svg'],
      sortOrder: 1,
    },
    {
      type: 'PU',
      title: 'Welcome to Lobby',
      content:
        '<div style="padding:16px;font-size:14px"><h2 style="font-size:20px">Welcome!</h2><p>Claim your <b>100% welcome bonus</b> today.</p><img src="/wps/img/promo/1.svg" width="345" height="140" alt="Welcome bonus"></div>',
      startDate: SINCE,
      noExpiry: true,
      imageUrls: ['/wps/img/promo/1.svg'],
      sortOrder: 1,
    },
    {
      type: 'PU',
      title: 'Download our app',
      content:
        '<div style="padding:12px"><p>Get faster access with the <a href="/m/download">Lobby app</a>.</p></div>',
      startDate: SINCE,
      endDate: UNTIL,
      sortOrder: 2,
    },
    ...PROMOTIONS.slice(0, 4).map((promo, index) => ({
      type: 'PR' as const,
      title: promo.title,
      content: richHtml(promo.title, promo.body),
      startDate: SINCE,
      noExpiry: promo.noExpiry,
      endDate: promo.noExpiry ? null : UNTIL,
      imageUrls: [`/wps/img/promo/${index + 1}.svg`],
      promoCategoryIds: idsOf(promo.categories),
      sortOrder: index + 1,
    })),
  ];
  await executor.insert(announcements).values(announcementRows).onConflictDoNothing();

  const help: [string, string, string, string][] = [
    [
      'MOBILE',
      'EN',
      'How do I register?',
      '<p>Tap <b>Register</b>, choose a username and password, enter the captcha and confirm.</p>',
    ],
    [
      'MOBILE',
      'EN',
      'How do I deposit?',
      '<ol><li>Open <b>Deposit</b>.</li><li>Choose a method.</li><li>Enter the amount and confirm.</li></ol>',
    ],
    [
      'MOBILE',
      'EN',
      'How long do withdrawals take?',
      '<p>Most withdrawals arrive within <b>15 minutes</b>.</p>',
    ],
    [
      'MOBILE',
      'EN',
      'I forgot my password',
      '<p>Use <a href="/m/forget">Forgot password</a> with your username and e-mail.</p>',
    ],
    [
      'MOBILE',
      'EN',
      'Responsible gaming',
      '<p>Set deposit limits in the <b>security centre</b>. Players must be 18 or older.</p>',
    ],
    [
      'MOBILE',
      'EN',
      'Keeping your account safe',
      '<p>Use a password you use nowhere else and change it in <a href="/m/changePsw">Change password</a>. We never ask for your password by chat, e-mail or phone.</p>',
    ],
    [
      'MOBILE',
      'EN',
      'Contact us',
      '<p>Live chat is open 24/7; Telegram support replies within minutes.</p>',
    ],
    ['MOBILE', 'CN', '如何注册？', '<p>点击<b>注册</b>，填写用户名和密码，输入验证码并确认。</p>'],
    [
      'MOBILE',
      'CN',
      '如何存款？',
      '<ol><li>打开<b>存款</b>。</li><li>选择方式。</li><li>输入金额并确认。</li></ol>',
    ],
    ['MOBILE', 'CN', '提款需要多长时间？', '<p>大多数提款会在<b>15 分钟</b>内到账。</p>'],
    [
      'MOBILE',
      'CN',
      '我忘记了密码',
      '<p>请通过<a href="/m/forget">忘记密码</a>，填写您的用户名和电子邮箱。</p>',
    ],
    ['MOBILE', 'CN', '负责任博彩', '<p>在<b>安全中心</b>设置存款限额。玩家必须年满 18 岁。</p>'],
    [
      'MOBILE',
      'CN',
      '保护您的账户安全',
      '<p>使用在其他地方从未用过的密码，并在<a href="/m/changePsw">修改密码</a>中更改。我们绝不会通过聊天、电子邮件或电话索要您的密码。</p>',
    ],
    ['MOBILE', 'CN', '联系我们', '<p>在线客服全天候服务。</p>'],
    [
      'MOBILE',
      'ID',
      'Bagaimana cara mendaftar?',
      '<p>Ketuk <b>Daftar</b>, pilih nama pengguna dan kata sandi, masukkan captcha, lalu konfirmasi.</p>',
    ],
    [
      'MOBILE',
      'ID',
      'Bagaimana cara deposit?',
      '<ol><li>Buka <b>Deposit</b>.</li><li>Pilih metode.</li><li>Masukkan jumlah dan konfirmasi.</li></ol>',
    ],
    [
      'MOBILE',
      'ID',
      'Berapa lama penarikan diproses?',
      '<p>Sebagian besar penarikan masuk dalam <b>15 menit</b>.</p>',
    ],
    [
      'MOBILE',
      'ID',
      'Saya lupa kata sandi',
      '<p>Gunakan <a href="/m/forget">Lupa kata sandi</a> dengan nama pengguna dan e-mail Anda.</p>',
    ],
    [
      'MOBILE',
      'ID',
      'Bermain secara bertanggung jawab',
      '<p>Atur batas deposit di <b>pusat keamanan</b>. Pemain harus berusia 18 tahun ke atas.</p>',
    ],
    [
      'MOBILE',
      'ID',
      'Menjaga keamanan akun Anda',
      '<p>Gunakan kata sandi yang tidak Anda pakai di tempat lain dan ubah di <a href="/m/changePsw">Ubah kata sandi</a>. Kami tidak pernah meminta kata sandi Anda lewat chat, e-mail, atau telepon.</p>',
    ],
    [
      'MOBILE',
      'ID',
      'Hubungi kami',
      '<p>Live chat buka 24/7; dukungan Telegram membalas dalam hitungan menit.</p>',
    ],
    [
      'PC',
      'EN',
      'Browser support',
      '<p>Use a current version of Chrome, Safari, Edge or Firefox.</p>',
    ],
  ];
  await executor
    .insert(helpArticles)
    .values(
      help.map(([device, language, title, content], i) => ({
        device: device as 'MOBILE',
        language,
        title,
        content,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
}
