import { readerLanguage } from '../content/index.js';

/**
 * The words of the platform's game pages, one table for the site's nine translated languages
 * (shared/src/i18n/languages.ts); page-text.test.ts fails when one of the locales/ folders has no
 * entry here or an entry misses a word.
 */
export const PAGE_TEXT = {
  EN: {
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    win: 'You win {amount}!',
    noWin: 'No win this time',
    failed: 'Something went wrong, please try again',
    expired: 'This game link has expired. Please open the game again from the lobby.',
    realityCheck: 'Reality check: please answer it in the lobby, then play on.',
    limitReached: 'This would pass one of your responsible-gaming limits.',
    excluded: 'Your account is in a time-out or self-exclusion, so games cannot be played.',
  },
  ID: {
    balance: 'Saldo',
    stake: 'Taruhan',
    spin: 'Putar',
    win: 'Anda menang {amount}!',
    noWin: 'Belum menang kali ini',
    failed: 'Terjadi kesalahan, silakan coba lagi',
    expired: 'Tautan permainan ini sudah kedaluwarsa. Buka lagi permainan dari lobi.',
    realityCheck: 'Cek realitas: jawab dulu di lobi, lalu lanjutkan bermain.',
    limitReached: 'Ini akan melewati salah satu batas permainan bertanggung jawab Anda.',
    excluded:
      'Akun Anda sedang dalam jeda atau pengecualian diri, jadi permainan tidak dapat dimainkan.',
  },
  FIL: {
    balance: 'Balanse',
    stake: 'Taya',
    spin: 'Paikutin',
    win: 'Nanalo ka ng {amount}!',
    noWin: 'Walang panalo ngayon',
    failed: 'May nangyaring mali, pakisubukang muli',
    expired: 'Nag-expire na ang link ng larong ito. Buksan muli ang laro mula sa lobby.',
    realityCheck: 'Reality check: sagutin muna ito sa lobby, saka magpatuloy sa paglalaro.',
    limitReached: 'Lalampas ito sa isa sa iyong mga limitasyon sa responsableng paglalaro.',
    excluded: 'Naka-time-out o self-exclusion ang iyong account, kaya hindi malalaro ang mga laro.',
  },
  CN: {
    balance: '余额',
    stake: '投注额',
    spin: '旋转',
    win: '恭喜赢得 {amount}！',
    noWin: '本次未中奖',
    failed: '出错了，请重试',
    expired: '游戏链接已过期，请从大厅重新打开游戏。',
    realityCheck: '现实检查：请先在大厅中作答，然后继续游戏。',
    limitReached: '这将超过您设置的一项理性博彩限额。',
    excluded: '您的账户处于暂停或自我禁止期，暂时无法进行游戏。',
  },
  TW: {
    balance: '餘額',
    stake: '投注額',
    spin: '旋轉',
    win: '恭喜贏得 {amount}！',
    noWin: '本次未中獎',
    failed: '出錯了，請重試',
    expired: '遊戲連結已過期，請從大廳重新開啟遊戲。',
    realityCheck: '現實檢查：請先在大廳中作答，然後繼續遊戲。',
    limitReached: '這將超過您設定的一項理性博彩限額。',
    excluded: '您的帳戶處於暫停或自我禁止期，暫時無法進行遊戲。',
  },
  TH: {
    balance: 'ยอดเงิน',
    stake: 'เงินเดิมพัน',
    spin: 'หมุน',
    win: 'คุณชนะ {amount}!',
    noWin: 'รอบนี้ไม่ชนะ',
    failed: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
    expired: 'ลิงก์เกมนี้หมดอายุแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้',
    realityCheck: 'การตรวจสอบความเป็นจริง: โปรดตอบในล็อบบี้ก่อน แล้วจึงเล่นต่อ',
    limitReached: 'รายการนี้จะเกินวงเงินการเล่นอย่างรับผิดชอบที่คุณตั้งไว้',
    excluded: 'บัญชีของคุณอยู่ระหว่างพักการเล่นหรือกันตนเอง จึงเล่นเกมไม่ได้',
  },
  VI: {
    balance: 'Số dư',
    stake: 'Tiền cược',
    spin: 'Quay',
    win: 'Bạn thắng {amount}!',
    noWin: 'Lần này chưa thắng',
    failed: 'Đã xảy ra lỗi, vui lòng thử lại',
    expired: 'Liên kết trò chơi này đã hết hạn. Vui lòng mở lại trò chơi từ sảnh.',
    realityCheck: 'Kiểm tra thực tế: vui lòng trả lời trong sảnh rồi chơi tiếp.',
    limitReached: 'Giao dịch này sẽ vượt một hạn mức chơi có trách nhiệm của bạn.',
    excluded: 'Tài khoản của bạn đang tạm nghỉ hoặc tự loại trừ nên không thể chơi trò chơi.',
  },
  KO: {
    balance: '잔액',
    stake: '베팅액',
    spin: '스핀',
    win: '{amount} 당첨!',
    noWin: '이번에는 당첨되지 않았습니다',
    failed: '문제가 발생했습니다. 다시 시도해 주세요',
    expired: '이 게임 링크가 만료되었습니다. 로비에서 게임을 다시 열어 주세요.',
    realityCheck: '리얼리티 체크: 로비에서 먼저 답한 뒤 계속 플레이하세요.',
    limitReached: '설정하신 책임감 있는 게임 한도 중 하나를 넘게 됩니다.',
    excluded: '계정이 타임아웃 또는 자기 배제 중이므로 게임을 할 수 없습니다.',
  },
  JA: {
    balance: '残高',
    stake: 'ベット額',
    spin: 'スピン',
    win: '{amount} 獲得！',
    noWin: '今回は当たりなし',
    failed: 'エラーが発生しました。もう一度お試しください',
    expired: 'このゲームのリンクは期限切れです。ロビーからゲームを開き直してください。',
    realityCheck: 'リアリティチェック：ロビーで回答してから続けてプレイしてください。',
    limitReached: '設定した責任あるゲームの上限のいずれかを超えてしまいます。',
    excluded: 'アカウントがタイムアウトまたは自己排除中のため、ゲームをプレイできません。',
  },
} as const;

export type PageLanguage = keyof typeof PAGE_TEXT;
export type PageText = Record<keyof (typeof PAGE_TEXT)['EN'], string>;

/** The game page's words for a reader's code: the same rule as every translated read. */
export function pageLanguage(language: string | undefined): PageLanguage {
  return readerLanguage(language);
}

export function pageText(language: string | undefined): PageText {
  return PAGE_TEXT[pageLanguage(language)];
}

const HTML_LANG: Record<PageLanguage, string> = {
  EN: 'en',
  ID: 'id',
  FIL: 'fil',
  CN: 'zh-CN',
  TW: 'zh-TW',
  TH: 'th',
  VI: 'vi',
  KO: 'ko',
  JA: 'ja',
};

export function htmlLang(language: string | undefined): string {
  return HTML_LANG[pageLanguage(language)];
}
