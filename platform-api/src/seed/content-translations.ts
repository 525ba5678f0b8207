import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  announcements,
  announcementTranslations,
  brands,
  brandTextTranslations,
  promotionCategories,
  promotionCategoryTranslations,
  promotions,
  promotionTranslations,
} from '../db/schema/index.js';
import { promotionTerms } from './promotion-terms.js';

// The seed's visible content in Chinese (CN) and Indonesian (ID); English is the base rows'
// own text (content.ts, brand.ts). Keyed by the English title or name.

type Language = 'CN' | 'ID';
type Texts = Record<Language, { title: string; content: string }>;

/** A promotion's page in one language, shaped like content.ts's richHtml. */
export const localRichHtml = (
  language: Language,
  englishTitle: string,
  heading: string,
  body: string,
) =>
  `<h3 style="color:#f5c542">${heading}</h3><p>${body}</p>${promotionTerms(englishTitle, language)}`;

const PROMOTIONS: Record<string, Record<Language, [title: string, body: string]>> = {
  'Welcome Bonus 100%': {
    CN: ['首存奖金 100%', '首次存款翻倍，最高 ￥1,888。'],
    ID: ['Bonus Sambutan 100%', 'Gandakan deposit pertama Anda hingga ￥1,888.'],
  },
  'Daily Reload 10%': {
    CN: ['每日充值 10%', '每天充值，额外获得 10%。'],
    ID: ['Isi Ulang Harian 10%', 'Isi ulang setiap hari dan dapatkan ekstra 10%.'],
  },
  'Slots Rebate 1.2%': {
    CN: ['老虎机返水 1.2%', '每次老虎机旋转均可无限返水。'],
    ID: ['Rabat Slot 1,2%', 'Rabat tanpa batas untuk setiap putaran slot.'],
  },
  'Live Casino Cashback': {
    CN: ['真人娱乐场返现', '真人游戏桌每周返现 5%。'],
    ID: ['Cashback Kasino Langsung', 'Cashback mingguan 5% di meja langsung.'],
  },
  'Sports First Bet Insurance': {
    CN: ['体育首注保险', '首注输了，全额退还。'],
    ID: ['Asuransi Taruhan Pertama Olahraga', 'Kalah di taruhan pertama, dapatkan kembali.'],
  },
  'VIP Birthday Gift': {
    CN: ['VIP 生日礼物', '生日当月送上我们的礼物。'],
    ID: ['Hadiah Ulang Tahun VIP', 'Hadiah dari kami di bulan ulang tahun Anda.'],
  },
  'Weekend Jackpot Race': {
    CN: ['周末奖池争霸', '每个周末前 50 名玩家瓜分 ￥88,888。'],
    ID: ['Balapan Jackpot Akhir Pekan', '50 pemain teratas berbagi ￥88,888 setiap akhir pekan.'],
  },
  'Invite Friends Reward': {
    CN: ['邀请好友奖励', '每邀请一位好友加入，赚取 ￥38。'],
    ID: ['Hadiah Ajak Teman', 'Dapatkan ￥38 untuk setiap teman yang bergabung.'],
  },
  'Esports Parlay Boost': {
    CN: ['电竞串关加成', '电竞串关赔率提升。'],
    ID: ['Peningkatan Parlay Esports', 'Odds lebih tinggi untuk parlay esports.'],
  },
  'Red Envelope Rain': {
    CN: ['红包雨', '12:00 和 20:00 抢红包。'],
    ID: ['Hujan Angpao', 'Tangkap angpao pukul 12:00 dan 20:00.'],
  },
};

const CATEGORIES: Record<string, Record<Language, string>> = {
  'New Member': { CN: '新会员', ID: 'Member Baru' },
  Daily: { CN: '每日', ID: 'Harian' },
  Slots: { CN: '老虎机', ID: 'Slot' },
  'Live Casino': { CN: '真人娱乐场', ID: 'Kasino Langsung' },
  Sports: { CN: '体育', ID: 'Olahraga' },
  VIP: { CN: 'VIP', ID: 'VIP' },
};

const ANNOUNCEMENTS: Record<string, Texts> = {
  'Scheduled maintenance notice': {
    CN: {
      title: '系统维护通知',
      content: '<p>PG Soft 游戏将于<b>周二 03:00–05:00</b>进行维护。</p>',
    },
    ID: {
      title: 'Pemberitahuan pemeliharaan terjadwal',
      content: '<p>Game PG Soft akan menjalani pemeliharaan pada <b>Selasa 03:00–05:00</b>.</p>',
    },
  },
  'New games every week': {
    CN: {
      title: '每周上新游戏',
      content:
        '<p>每周一发现<a href="/m/rng">新老虎机</a>。<span style="color:#e74c3c">热门！</span></p>',
    },
    ID: {
      title: 'Game baru setiap minggu',
      content:
        '<p>Temukan <a href="/m/rng">slot baru</a> setiap Senin. <span style="color:#e74c3c">Populer!</span></p>',
    },
  },
  'Old lucky draw results': {
    CN: { title: '往期幸运抽奖结果', content: '<p>幸运抽奖已结束。</p>' },
    ID: {
      title: 'Hasil undian berhadiah lama',
      content: '<p>Undian berhadiah telah berakhir.</p>',
    },
  },
  'Verify your mobile number': {
    CN: {
      title: '验证您的手机号码',
      content:
        '<p>请在<a href="/m/securityCenter">安全中心</a>验证您的手机号码，以保护您的账户。</p>',
    },
    ID: {
      title: 'Verifikasi nomor ponsel Anda',
      content:
        '<p>Verifikasi nomor ponsel Anda di <a href="/m/securityCenter">pusat keamanan</a> untuk melindungi akun Anda.</p>',
    },
  },
  'Withdrawal times': {
    CN: {
      title: '提款时间',
      content:
        '<table><tr><th>方式</th><th>时间</th></tr><tr><td>银行</td><td>5–15 分钟</td></tr><tr><td>电子钱包</td><td>1–5 分钟</td></tr></table>',
    },
    ID: {
      title: 'Waktu penarikan',
      content:
        '<table><tr><th>Metode</th><th>Waktu</th></tr><tr><td>Bank</td><td>5–15 menit</td></tr><tr><td>E-wallet</td><td>1–5 menit</td></tr></table>',
    },
  },
  'Home carousel: welcome': {
    CN: { title: '首页轮播：欢迎', content: '<p>欢迎来到 Lobby。</p>' },
    ID: { title: 'Karusel beranda: selamat datang', content: '<p>Selamat datang di Lobby.</p>' },
  },
  'Welcome to Lobby': {
    CN: {
      title: '欢迎来到 Lobby',
      content:
        '<div style="padding:16px;font-size:14px"><h2 style="font-size:20px">欢迎！</h2><p>今天就领取您的<b>100% 首存奖金</b>。</p><img src="/wps/img/promo/1.svg" width="345" height="140" alt="首存奖金"></div>',
    },
    ID: {
      title: 'Selamat datang di Lobby',
      content:
        '<div style="padding:16px;font-size:14px"><h2 style="font-size:20px">Selamat datang!</h2><p>Klaim <b>bonus sambutan 100%</b> Anda hari ini.</p><img src="/wps/img/promo/1.svg" width="345" height="140" alt="Bonus sambutan"></div>',
    },
  },
  'Download our app': {
    CN: {
      title: '下载我们的应用',
      content:
        '<div style="padding:12px"><p>使用 <a href="/m/download">Lobby 应用</a>，访问更快捷。</p></div>',
    },
    ID: {
      title: 'Unduh aplikasi kami',
      content:
        '<div style="padding:12px"><p>Akses lebih cepat dengan <a href="/m/download">aplikasi Lobby</a>.</p></div>',
    },
  },
  // the promotion announcements (type PR) carry their promotion's title and page
  ...Object.fromEntries(
    Object.entries(PROMOTIONS).map(([title, local]) => [
      title,
      {
        CN: { title: local.CN[0], content: localRichHtml('CN', title, local.CN[0], local.CN[1]) },
        ID: { title: local.ID[0], content: localRichHtml('ID', title, local.ID[0], local.ID[1]) },
      },
    ]),
  ),
};

const APP_DESC: Record<Language, string> = {
  CN: '随时随地畅玩 Lobby 应用',
  ID: 'Main di mana saja dengan aplikasi Lobby',
};

const LANGUAGES: Language[] = ['CN', 'ID'];

/** The CN and ID texts of the seeded announcements, promotions, categories and app description. */
export async function seedContentTranslations(executor: Executor): Promise<void> {
  const announcementRows = await executor
    .select({ id: announcements.id, title: announcements.title })
    .from(announcements)
    .where(inArray(announcements.title, Object.keys(ANNOUNCEMENTS)));
  const announcementValues = announcementRows.flatMap(({ id, title }) =>
    LANGUAGES.map((language) => ({
      announcementId: id,
      language,
      ...ANNOUNCEMENTS[title]![language],
    })),
  );
  if (announcementValues.length > 0)
    await executor
      .insert(announcementTranslations)
      .values(announcementValues)
      .onConflictDoNothing();

  const promotionRows = await executor
    .select({ id: promotions.id, title: promotions.title })
    .from(promotions)
    .where(inArray(promotions.title, Object.keys(PROMOTIONS)));
  const promotionValues = promotionRows.flatMap(({ id, title }) =>
    LANGUAGES.map((language) => {
      const [localTitle, body] = PROMOTIONS[title]![language];
      return {
        promotionId: id,
        language,
        title: localTitle,
        content: localRichHtml(language, title, localTitle, body),
      };
    }),
  );
  if (promotionValues.length > 0)
    await executor.insert(promotionTranslations).values(promotionValues).onConflictDoNothing();

  const categoryRows = await executor
    .select({ id: promotionCategories.id, name: promotionCategories.name })
    .from(promotionCategories)
    .where(inArray(promotionCategories.name, Object.keys(CATEGORIES)));
  const categoryValues = categoryRows.flatMap(({ id, name }) =>
    LANGUAGES.map((language) => ({ categoryId: id, language, name: CATEGORIES[name]![language] })),
  );
  if (categoryValues.length > 0)
    await executor
      .insert(promotionCategoryTranslations)
      .values(categoryValues)
      .onConflictDoNothing();

  const [brand] = await executor.select({ id: brands.id }).from(brands).orderBy(brands.id).limit(1);
  if (brand)
    await executor
      .insert(brandTextTranslations)
      .values(
        LANGUAGES.map((language) => ({
          brandId: brand.id,
          key: 'app_desc' as const,
          language,
          value: APP_DESC[language],
        })),
      )
      .onConflictDoNothing();
}
