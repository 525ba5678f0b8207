/** The words of the platform's game pages, in the lobby's fully translated languages. */
const TEXT = {
  EN: {
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    win: 'You win {amount}!',
    noWin: 'No win this time',
    nextDraw: 'Draw {draw} in',
    pick: 'Your pick',
    placeBet: 'Place bet',
    betPlaced: 'Bet placed on draw {draw}',
    myBets: 'My bets',
    recentDraws: 'Latest draws',
    draw: 'Draw',
    result: 'Result',
    payout: 'Payout',
    open: 'Waiting',
    settled: 'Settled',
    big: 'Big',
    small: 'Small',
    odd: 'Odd',
    even: 'Even',
    noBets: 'No bets yet',
    failed: 'Something went wrong, please try again',
    expired: 'This game link has expired. Please open the game again from the lobby.',
  },
  ID: {
    balance: 'Saldo',
    stake: 'Taruhan',
    spin: 'Putar',
    win: 'Anda menang {amount}!',
    noWin: 'Belum menang kali ini',
    nextDraw: 'Undian {draw} dalam',
    pick: 'Pilihan Anda',
    placeBet: 'Pasang taruhan',
    betPlaced: 'Taruhan dipasang pada undian {draw}',
    myBets: 'Taruhan saya',
    recentDraws: 'Undian terakhir',
    draw: 'Undian',
    result: 'Hasil',
    payout: 'Bayaran',
    open: 'Menunggu',
    settled: 'Selesai',
    big: 'Besar',
    small: 'Kecil',
    odd: 'Ganjil',
    even: 'Genap',
    noBets: 'Belum ada taruhan',
    failed: 'Terjadi kesalahan, silakan coba lagi',
    expired: 'Tautan permainan ini sudah kedaluwarsa. Buka lagi permainan dari lobi.',
  },
  FIL: {
    balance: 'Balanse',
    stake: 'Taya',
    spin: 'Paikutin',
    win: 'Nanalo ka ng {amount}!',
    noWin: 'Walang panalo ngayon',
    nextDraw: 'Bola {draw} sa loob ng',
    pick: 'Iyong pili',
    placeBet: 'Tumaya',
    betPlaced: 'Nakataya sa bola {draw}',
    myBets: 'Aking mga taya',
    recentDraws: 'Mga huling bola',
    draw: 'Bola',
    result: 'Resulta',
    payout: 'Bayad',
    open: 'Naghihintay',
    settled: 'Tapos na',
    big: 'Malaki',
    small: 'Maliit',
    odd: 'Gansal',
    even: 'Tukol',
    noBets: 'Wala pang taya',
    failed: 'May nangyaring mali, pakisubukang muli',
    expired: 'Nag-expire na ang link ng larong ito. Buksan muli ang laro mula sa lobby.',
  },
  CN: {
    balance: '余额',
    stake: '投注额',
    spin: '旋转',
    win: '恭喜赢得 {amount}！',
    noWin: '本次未中奖',
    nextDraw: '第 {draw} 期开奖倒计时',
    pick: '您的选择',
    placeBet: '下注',
    betPlaced: '已投注第 {draw} 期',
    myBets: '我的投注',
    recentDraws: '最近开奖',
    draw: '期号',
    result: '结果',
    payout: '派彩',
    open: '等待开奖',
    settled: '已结算',
    big: '大',
    small: '小',
    odd: '单',
    even: '双',
    noBets: '暂无投注',
    failed: '出错了，请重试',
    expired: '游戏链接已过期，请从大厅重新打开游戏。',
  },
} as const;

export type PageText = Record<keyof (typeof TEXT)['EN'], string>;

export function pageText(language: string | undefined): PageText {
  const code = (language ?? 'EN').toUpperCase();
  if (code.startsWith('ZH') || code === 'CN') return TEXT.CN;
  if (code === 'ID' || code === 'FIL') return TEXT[code];
  return TEXT.EN;
}

export function htmlLang(language: string | undefined): string {
  const code = (language ?? 'EN').toUpperCase();
  if (code.startsWith('ZH') || code === 'CN') return 'zh-CN';
  if (code === 'ID') return 'id';
  if (code === 'FIL') return 'fil';
  return 'en';
}
