/** Word pairs (English, Chinese) that generated game names are made of. */
export const ADJECTIVES: readonly (readonly [string, string])[] = [
  ['Golden', '黄金'],
  ['Lucky', '幸运'],
  ['Mighty', '强大'],
  ['Fortune', '财富'],
  ['Royal', '皇家'],
  ['Mystic', '神秘'],
  ['Wild', '狂野'],
  ['Jade', '翡翠'],
  ['Crimson', '赤红'],
  ['Silver', '白银'],
  ['Thunder', '雷霆'],
  ['Diamond', '钻石'],
  ['Ancient', '远古'],
  ['Blazing', '烈焰'],
  ['Cosmic', '宇宙'],
  ['Emerald', '翠绿'],
  ['Frozen', '冰封'],
  ['Hidden', '隐藏'],
  ['Imperial', '帝国'],
  ['Jolly', '欢乐'],
  ['Magic', '魔法'],
  ['Neon', '霓虹'],
  ['Ocean', '海洋'],
  ['Phoenix', '凤凰'],
  ["Queen's", '女王'],
  ['Rising', '崛起'],
  ['Sacred', '神圣'],
  ['Treasure', '宝藏'],
  ['Velvet', '天鹅绒'],
  ['Winning', '致胜'],
];

export const NOUNS: readonly (readonly [string, string])[] = [
  ['Dragon', '龙'],
  ['Tiger', '虎'],
  ['Panda', '熊猫'],
  ['Koi', '锦鲤'],
  ['Phoenix', '凤凰'],
  ['Empire', '帝国'],
  ['Temple', '神殿'],
  ['Garden', '花园'],
  ['Fortune', '财运'],
  ['Gems', '宝石'],
  ['Pharaoh', '法老'],
  ['Samurai', '武士'],
  ['Pirates', '海盗'],
  ['Buffalo', '野牛'],
  ['Wolf', '狼'],
  ['Lions', '雄狮'],
  ['Fruits', '水果'],
  ['Candy', '糖果'],
  ['Stars', '星辰'],
  ['Gold Rush', '淘金热'],
  ['Lantern', '灯笼'],
  ['Festival', '节日'],
  ['Legends', '传奇'],
  ['Riches', '财宝'],
  ['Vault', '金库'],
  ['Safari', '狩猎'],
  ['Jungle', '丛林'],
  ['Galaxy', '银河'],
  ['Carnival', '嘉年华'],
  ['Warriors', '勇士'],
  ['Mahjong', '麻将'],
  ['Aztec', '阿兹特克'],
  ['Olympus', '奥林匹斯'],
  ['Sweets', '甜点'],
  ['Bonanza', '富矿'],
];

export const SUFFIXES: readonly (readonly [string, string])[] = [
  ['', ''],
  ['', ''],
  ['', ''],
  [' Deluxe', '豪华版'],
  [' Megaways', '百万路'],
  [' 2', '2'],
  [' Rush', '狂潮'],
  [' Link', '连环'],
  [' Hold & Win', '聚宝'],
  [' Ways', '多路'],
];

export const LIVE_TABLES: readonly (readonly [string, string])[] = [
  ['Baccarat', '百家乐'],
  ['Speed Baccarat', '极速百家乐'],
  ['Roulette', '轮盘'],
  ['Lightning Roulette', '闪电轮盘'],
  ['Dragon Tiger', '龙虎'],
  ['Sic Bo', '骰宝'],
  ['Blackjack', '二十一点'],
  ['Niu Niu', '牛牛'],
  ['Fan Tan', '番摊'],
  ["Texas Hold'em", '德州扑克'],
];

export const LOTTERY_GAMES: readonly (readonly [string, string])[] = [
  ['Fast 3', '快3'],
  ['Lotto 5D', '5D彩'],
  ['Pick 3', '排列3'],
  ['Speed Racing', '极速赛车'],
  ['Lucky 28', '幸运28'],
  ['Keno', '基诺'],
  ['Mark Six', '六合彩'],
  ['Lucky Airship', '幸运飞艇'],
  ['Happy 10', '快乐十分'],
  ['11 Choose 5', '11选5'],
];

/**
 * The lottery cadences, in the order the seed gives them to each vendor's blocks of games
 * (seed/lottery-games.ts): the fourth block, once "10 Min", draws every 45 s (TCG) or once a
 * day (Vietnam Lotto), so the earlier names and game codes stay as they were.
 */
export const LOTTERY_INTERVALS: readonly (readonly [string, string])[] = [
  ['1 Min', '1分钟'],
  ['3 Min', '3分钟'],
  ['5 Min', '5分钟'],
  ['45 s', '45秒'],
];

export const VN_REGIONS: readonly (readonly [string, string])[] = [
  ['North', '北部'],
  ['Central', '中部'],
  ['South', '南部'],
  ['Hanoi', '河内'],
  ['Ho Chi Minh', '胡志明'],
  ['Da Nang', '岘港'],
  ['Hai Phong', '海防'],
  ['Can Tho', '芹苴'],
];

export const CARD_GAMES: readonly (readonly [string, string])[] = [
  ["Texas Hold'em", '德州扑克'],
  ['Niu Niu', '抢庄牛牛'],
  ['Zha Jin Hua', '炸金花'],
  ['Fight the Landlord', '斗地主'],
  ['Thirteen Cards', '十三水'],
  ['Pai Gow', '牌九'],
  ['Blackjack', '二十一点'],
  ['Dragon Tiger', '龙虎斗'],
  ['Red Black', '红黑大战'],
  ['Rummy', '拉米'],
];

export const FISH_GAMES: readonly (readonly [string, string])[] = [
  ['Ocean King', '海王'],
  ['Fishing War', '捕鱼大战'],
  ['Dragon Fishing', '龙王捕鱼'],
  ['Mega Fishing', '超级捕鱼'],
  ['Jackpot Fishing', '奖池捕鱼'],
  ['Happy Fishing', '开心捕鱼'],
  ['Boom Legend', '爆炸传奇'],
  ['Fishing Disco', '捕鱼迪斯科'],
  ['Shark Hunter', '鲨鱼猎人'],
  ['Golden Toad', '金蟾'],
];

export const BINGO_GAMES: readonly (readonly [string, string])[] = [
  ['Bingo 75', '宾果75'],
  ['Bingo 90', '宾果90'],
  ['Pachinko Bingo', '柏青哥宾果'],
  ['Lucky Ball', '幸运球'],
  ['Bingo Party', '宾果派对'],
  ['Speed Bingo', '极速宾果'],
];

export const SPORTS_GAMES: readonly (readonly [string, string])[] = [
  ['Sportsbook', '体育投注'],
  ['Virtual Football', '虚拟足球'],
  ['Live Betting', '滚球'],
];
