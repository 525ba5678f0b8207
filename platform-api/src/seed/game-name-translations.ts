import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../db/database.js';
import { gameNameTranslations } from '../db/schema/index.js';
import { lotteryGameSpec, type LotteryNameParts } from './lottery-games.js';
import { LANGUAGES, type Language } from './seed-languages.js';

// The lottery games' names in the app's other languages (issue 36 item 8), made of the same parts
// as their English and Chinese names (seed/lottery-games.ts). Slot and casino titles are brand
// names and stay as the catalogue has them.

type Words = Record<Language, string>;

/** The families, in the order of LOTTERY_GAMES (seed/names.ts). */
const FAMILY_WORDS: readonly Words[] = [
  {
    CN: '快3',
    TW: '快3',
    VI: 'Nhanh 3',
    TH: 'ด่วน 3',
    KO: '패스트 3',
    JA: 'ファスト3',
    FIL: 'Mabilis 3',
    ID: 'Cepat 3',
  },
  {
    CN: '5D彩',
    TW: '5D彩',
    VI: 'Xổ số 5D',
    TH: 'ลอตโต้ 5D',
    KO: '로또 5D',
    JA: 'ロト5D',
    FIL: 'Lotto 5D',
    ID: 'Lotto 5D',
  },
  {
    CN: '排列3',
    TW: '排列3',
    VI: 'Chọn 3',
    TH: 'เลือก 3',
    KO: '픽 3',
    JA: 'ピック3',
    FIL: 'Pili 3',
    ID: 'Pilih 3',
  },
  {
    CN: '极速赛车',
    TW: '極速賽車',
    VI: 'Đua xe tốc độ',
    TH: 'แข่งรถความเร็ว',
    KO: '스피드 레이싱',
    JA: 'スピードレーシング',
    FIL: 'Mabilis na Karera',
    ID: 'Balap Cepat',
  },
  {
    CN: '幸运28',
    TW: '幸運28',
    VI: 'May mắn 28',
    TH: 'นำโชค 28',
    KO: '럭키 28',
    JA: 'ラッキー28',
    FIL: 'Suwerte 28',
    ID: 'Beruntung 28',
  },
  {
    CN: '基诺',
    TW: '基諾',
    VI: 'Keno',
    TH: 'คีโน',
    KO: '키노',
    JA: 'キノ',
    FIL: 'Keno',
    ID: 'Keno',
  },
  {
    CN: '六合彩',
    TW: '六合彩',
    VI: 'Mark Six',
    TH: 'มาร์คซิกซ์',
    KO: '마크식스',
    JA: 'マークシックス',
    FIL: 'Mark Six',
    ID: 'Mark Six',
  },
  {
    CN: '幸运飞艇',
    TW: '幸運飛艇',
    VI: 'Phi thuyền may mắn',
    TH: 'เรือเหาะนำโชค',
    KO: '행운의 비행선',
    JA: 'ラッキー飛行船',
    FIL: 'Suwerteng Airship',
    ID: 'Kapal Udara Beruntung',
  },
  {
    CN: '快乐十分',
    TW: '快樂十分',
    VI: 'Vui vẻ 10',
    TH: 'แฮปปี้ 10',
    KO: '해피 10',
    JA: 'ハッピー10',
    FIL: 'Masaya 10',
    ID: 'Gembira 10',
  },
  {
    CN: '11选5',
    TW: '11選5',
    VI: '11 chọn 5',
    TH: '11 เลือก 5',
    KO: '11선5',
    JA: '11選5',
    FIL: 'Pili 5 sa 11',
    ID: '11 Pilih 5',
  },
];

/** The cadences, in the order of LOTTERY_INTERVALS. */
const INTERVAL_WORDS: readonly Words[] = [1, 3, 5].map<Words>((n) => ({
  CN: `${n}分钟`,
  TW: `${n}分鐘`,
  VI: `${n} phút`,
  TH: `${n} นาที`,
  KO: `${n}분`,
  JA: `${n}分`,
  FIL: `${n} Minuto`,
  ID: `${n} Menit`,
}));
/** The fourth cadence counts seconds. */
const SECONDS_45: Words = {
  CN: '45秒',
  TW: '45秒',
  VI: '45 giây',
  TH: '45 วินาที',
  KO: '45초',
  JA: '45秒',
  FIL: '45 Segundo',
  ID: '45 Detik',
};
const INTERVALS: readonly Words[] = [...INTERVAL_WORDS, SECONDS_45];

/** Vietnam's regions and provinces, in the order of VN_REGIONS. */
const REGION_WORDS: readonly Words[] = [
  {
    CN: '北部',
    TW: '北部',
    VI: 'Miền Bắc',
    TH: 'เวียดนามเหนือ',
    KO: '북부',
    JA: '北部',
    FIL: 'Hilaga',
    ID: 'Utara',
  },
  {
    CN: '中部',
    TW: '中部',
    VI: 'Miền Trung',
    TH: 'เวียดนามกลาง',
    KO: '중부',
    JA: '中部',
    FIL: 'Gitna',
    ID: 'Tengah',
  },
  {
    CN: '南部',
    TW: '南部',
    VI: 'Miền Nam',
    TH: 'เวียดนามใต้',
    KO: '남부',
    JA: '南部',
    FIL: 'Timog',
    ID: 'Selatan',
  },
  {
    CN: '河内',
    TW: '河內',
    VI: 'Hà Nội',
    TH: 'ฮานอย',
    KO: '하노이',
    JA: 'ハノイ',
    FIL: 'Hanoi',
    ID: 'Hanoi',
  },
  {
    CN: '胡志明',
    TW: '胡志明',
    VI: 'Hồ Chí Minh',
    TH: 'โฮจิมินห์',
    KO: '호찌민',
    JA: 'ホーチミン',
    FIL: 'Ho Chi Minh',
    ID: 'Ho Chi Minh',
  },
  {
    CN: '岘港',
    TW: '峴港',
    VI: 'Đà Nẵng',
    TH: 'ดานัง',
    KO: '다낭',
    JA: 'ダナン',
    FIL: 'Da Nang',
    ID: 'Da Nang',
  },
  {
    CN: '海防',
    TW: '海防',
    VI: 'Hải Phòng',
    TH: 'ไฮฟอง',
    KO: '하이퐁',
    JA: 'ハイフォン',
    FIL: 'Hai Phong',
    ID: 'Hai Phong',
  },
  {
    CN: '芹苴',
    TW: '芹苴',
    VI: 'Cần Thơ',
    TH: 'เกิ่นเทอ',
    KO: '껀터',
    JA: 'カントー',
    FIL: 'Can Tho',
    ID: 'Can Tho',
  },
];

/** A Vietnamese draw's name: the place's lottery, then its cadence or daily draw time. */
const REGION_LOTTERY: Record<Language, (place: string, when: string) => string> = {
  CN: (place, when) => `${place}彩${when}`,
  TW: (place, when) => `${place}彩${when}`,
  VI: (place, when) => `Xổ số ${place} ${when}`,
  TH: (place, when) => `หวย${place} ${when}`,
  KO: (place, when) => `${place} 로또 ${when}`,
  JA: (place, when) => `${place}ロト ${when}`,
  FIL: (place, when) => `Lotto ng ${place} ${when}`,
  ID: (place, when) => `Lotto ${place} ${when}`,
};

/** A lottery game's name in one language, from the parts of its English and Chinese names. */
export function lotteryNameIn(parts: LotteryNameParts, language: Language): string {
  if ('game' in parts) {
    return `${FAMILY_WORDS[parts.game]![language]} ${INTERVALS[parts.interval]![language]}`;
  }
  const place = REGION_WORDS[parts.region]![language];
  return REGION_LOTTERY[language](
    place,
    'time' in parts ? parts.time : INTERVALS[parts.interval]![language],
  );
}

/**
 * Names every lottery game of the catalogue in the app's languages (keyed on game and language,
 * so a re-run changes nothing; runs at every start, so a database seeded before has them too).
 * A game whose English name is not its spec's (a renamed or numbered duplicate) is left to its
 * English and Chinese names.
 */
export async function seedGameNameTranslations(executor: Executor): Promise<void> {
  const list = await selectRows<{
    id: number;
    code: string;
    category: string;
    pos: number;
    name_en: string;
  }>(
    executor,
    sql`SELECT g.id, v.code, v.category, g.sort_order AS pos, g.name_en
          FROM games g JOIN vendors v ON v.code = g.vendor_code
         WHERE v.category IN ('LOTT', 'ELOTT')`,
  );
  const rows = list.flatMap((row) => {
    const spec = lotteryGameSpec(row, Number(row.pos) - 1);
    if (spec.names[0] !== row.name_en) return [];
    return LANGUAGES.map((language) => ({
      gameId: Number(row.id),
      language,
      name: lotteryNameIn(spec.parts, language),
    }));
  });
  for (let start = 0; start < rows.length; start += 400) {
    await executor
      .insert(gameNameTranslations)
      .values(rows.slice(start, start + 400))
      .onConflictDoNothing();
  }
}
