import type { Language } from './seed-languages.js';

// The seeded announcements (content.ts) and the brand's app description in every language but
// English, keyed by the English title. The HTML is the English one's, word for word but the
// words: same tags, links, styles and figures. The promotion announcements (type PR) carry
// their promotion's page and are made from promotion-texts.ts in content-translations.ts.

type Texts = Record<Language, { title: string; content: string }>;

// The English badge: a colour with its own background, readable in the light and dark theme.
const hot = (word: string) =>
  `<span style="background:#c62839;color:#ffffff;padding:0 4px;border-radius:4px">${word}</span>`;

const withdrawalTable = (
  method: string,
  time: string,
  bank: string,
  wallet: string,
  unit: string,
) =>
  `<table><tr><th>${method}</th><th>${time}</th></tr><tr><td>${bank}</td><td>5–15 ${unit}</td></tr><tr><td>${wallet}</td><td>1–5 ${unit}</td></tr></table>`;

const welcomePopup = (heading: string, claim: string, alt: string) =>
  `<div style="padding:16px;font-size:14px"><h2 style="font-size:20px">${heading}</h2><p>${claim}</p><img src="/wps/img/promo/1.svg" width="345" height="140" alt="${alt}"></div>`;

const appPopup = (line: string) => `<div style="padding:12px"><p>${line}</p></div>`;

const text = (title: string, content: string) => ({ title, content });

export const ANNOUNCEMENT_TEXTS: Record<string, Texts> = {
  'Scheduled maintenance notice': {
    CN: text('系统维护通知', '<p>PG Soft 游戏将于<b>周二 03:00–05:00</b>进行维护。</p>'),
    TW: text('系統維護通知', '<p>PG Soft 遊戲將於<b>週二 03:00–05:00</b>進行維護。</p>'),
    ID: text(
      'Pemberitahuan pemeliharaan terjadwal',
      '<p>Game PG Soft akan menjalani pemeliharaan pada <b>Selasa 03:00–05:00</b>.</p>',
    ),
    TH: text(
      'ประกาศปิดปรับปรุงระบบตามกำหนด',
      '<p>เกม PG Soft จะปิดปรับปรุงใน<b>วันอังคาร 03:00–05:00</b></p>',
    ),
    VI: text(
      'Thông báo bảo trì định kỳ',
      '<p>Các trò chơi PG Soft sẽ được bảo trì vào <b>Thứ Ba 03:00–05:00</b>.</p>',
    ),
    KO: text(
      '정기 점검 안내',
      '<p>PG Soft 게임은 <b>화요일 03:00–05:00</b>에 점검을 진행합니다.</p>',
    ),
    JA: text(
      '定期メンテナンスのお知らせ',
      '<p>PG Soft のゲームは<b>火曜日 03:00–05:00</b>にメンテナンスを行います。</p>',
    ),
    FIL: text(
      'Abiso ng nakatakdang maintenance',
      '<p>Sasailalim sa maintenance ang mga laro ng PG Soft sa <b>Martes 03:00–05:00</b>.</p>',
    ),
  },
  'New games every week': {
    CN: text('每周上新游戏', `<p>每周一发现<a href="/m/rng">新老虎机</a>。${hot('热门！')}</p>`),
    TW: text('每週新遊戲上架', `<p>每週一探索<a href="/m/rng">新老虎機</a>。${hot('熱門！')}</p>`),
    ID: text(
      'Game baru setiap minggu',
      `<p>Temukan <a href="/m/rng">slot baru</a> setiap Senin. ${hot('Populer!')}</p>`,
    ),
    TH: text('เกมใหม่ทุกสัปดาห์', `<p>พบกับ<a href="/m/rng">สล็อตใหม่</a>ทุกวันจันทร์ ${hot('มาแรง!')}</p>`),
    VI: text(
      'Trò chơi mới mỗi tuần',
      `<p>Khám phá <a href="/m/rng">slot mới</a> vào mỗi thứ Hai. ${hot('Nổi bật!')}</p>`,
    ),
    KO: text(
      '매주 새로운 게임',
      `<p>매주 월요일 <a href="/m/rng">새 슬롯</a>을 만나 보세요. ${hot('인기!')}</p>`,
    ),
    JA: text(
      '毎週新作ゲーム',
      `<p>毎週月曜日に<a href="/m/rng">新作スロット</a>が登場。${hot('人気！')}</p>`,
    ),
    FIL: text(
      'Mga bagong laro bawat linggo',
      `<p>Tuklasin ang <a href="/m/rng">mga bagong slot</a> tuwing Lunes. ${hot('Patok!')}</p>`,
    ),
  },
  'Old lucky draw results': {
    CN: text('往期幸运抽奖结果', '<p>幸运抽奖已结束。</p>'),
    TW: text('往期幸運抽獎結果', '<p>幸運抽獎已結束。</p>'),
    ID: text('Hasil undian berhadiah lama', '<p>Undian berhadiah telah berakhir.</p>'),
    TH: text('ผลการจับรางวัลครั้งก่อน', '<p>การจับรางวัลสิ้นสุดแล้ว</p>'),
    VI: text('Kết quả rút thăm may mắn cũ', '<p>Chương trình rút thăm may mắn đã kết thúc.</p>'),
    KO: text('지난 행운 추첨 결과', '<p>행운 추첨이 종료되었습니다.</p>'),
    JA: text('過去のラッキードロー結果', '<p>ラッキードローは終了しました。</p>'),
    FIL: text('Mga nakaraang resulta ng palabunutan', '<p>Tapos na ang palabunutan.</p>'),
  },
  'Verify your mobile number': {
    CN: text(
      '验证您的手机号码',
      '<p>请在<a href="/m/securityCenter">安全中心</a>验证您的手机号码，以保护您的账户。</p>',
    ),
    TW: text(
      '驗證您的手機號碼',
      '<p>請在<a href="/m/securityCenter">安全中心</a>驗證您的手機號碼，以保護您的帳戶。</p>',
    ),
    ID: text(
      'Verifikasi nomor ponsel Anda',
      '<p>Verifikasi nomor ponsel Anda di <a href="/m/securityCenter">pusat keamanan</a> untuk melindungi akun Anda.</p>',
    ),
    TH: text(
      'ยืนยันหมายเลขโทรศัพท์มือถือของคุณ',
      '<p>ยืนยันหมายเลขโทรศัพท์มือถือของคุณใน<a href="/m/securityCenter">ศูนย์ความปลอดภัย</a>เพื่อปกป้องบัญชีของคุณ</p>',
    ),
    VI: text(
      'Xác minh số điện thoại của bạn',
      '<p>Xác minh số điện thoại di động tại <a href="/m/securityCenter">trung tâm bảo mật</a> để bảo vệ tài khoản của bạn.</p>',
    ),
    KO: text(
      '휴대폰 번호를 인증하세요',
      '<p>계정을 보호하려면 <a href="/m/securityCenter">보안 센터</a>에서 휴대폰 번호를 인증하세요.</p>',
    ),
    JA: text(
      '携帯電話番号を認証してください',
      '<p>アカウントを守るため、<a href="/m/securityCenter">セキュリティセンター</a>で携帯電話番号を認証してください。</p>',
    ),
    FIL: text(
      'I-verify ang iyong mobile number',
      '<p>I-verify ang iyong mobile number sa <a href="/m/securityCenter">sentro ng seguridad</a> para maprotektahan ang iyong account.</p>',
    ),
  },
  'Withdrawal times': {
    CN: text('提款时间', withdrawalTable('方式', '时间', '银行', '电子钱包', '分钟')),
    TW: text('提款時間', withdrawalTable('方式', '時間', '銀行', '電子錢包', '分鐘')),
    ID: text('Waktu penarikan', withdrawalTable('Metode', 'Waktu', 'Bank', 'E-wallet', 'menit')),
    TH: text('ระยะเวลาการถอนเงิน', withdrawalTable('วิธีการ', 'เวลา', 'ธนาคาร', 'อีวอลเล็ท', 'นาที')),
    VI: text(
      'Thời gian rút tiền',
      withdrawalTable('Phương thức', 'Thời gian', 'Ngân hàng', 'Ví điện tử', 'phút'),
    ),
    KO: text('출금 소요 시간', withdrawalTable('방법', '시간', '은행', '전자지갑', '분')),
    JA: text('出金にかかる時間', withdrawalTable('方法', '時間', '銀行', '電子ウォレット', '分')),
    FIL: text(
      'Tagal ng pag-withdraw',
      withdrawalTable('Paraan', 'Oras', 'Bangko', 'E-wallet', 'minuto'),
    ),
  },
  'Home carousel: welcome': {
    CN: text('首页轮播：欢迎', '<p>欢迎来到 Lobby。</p>'),
    TW: text('首頁輪播：歡迎', '<p>歡迎來到 Lobby。</p>'),
    ID: text('Karusel beranda: selamat datang', '<p>Selamat datang di Lobby.</p>'),
    TH: text('แบนเนอร์หน้าแรก: ยินดีต้อนรับ', '<p>ยินดีต้อนรับสู่ Lobby</p>'),
    VI: text('Băng chuyền trang chủ: chào mừng', '<p>Chào mừng bạn đến với Lobby.</p>'),
    KO: text('홈 캐러셀: 환영', '<p>Lobby에 오신 것을 환영합니다.</p>'),
    JA: text('ホームカルーセル：ようこそ', '<p>Lobby へようこそ。</p>'),
    FIL: text('Carousel ng home: pagsalubong', '<p>Maligayang pagdating sa Lobby.</p>'),
  },
  'Welcome to Lobby': {
    CN: text(
      '欢迎来到 Lobby',
      welcomePopup('欢迎！', '今天就领取您的<b>100% 首存奖金</b>。', '首存奖金'),
    ),
    TW: text(
      '歡迎來到 Lobby',
      welcomePopup('歡迎！', '今天就領取您的<b>100% 首存獎金</b>。', '首存獎金'),
    ),
    ID: text(
      'Selamat datang di Lobby',
      welcomePopup(
        'Selamat datang!',
        'Klaim <b>bonus sambutan 100%</b> Anda hari ini.',
        'Bonus sambutan',
      ),
    ),
    TH: text(
      'ยินดีต้อนรับสู่ Lobby',
      welcomePopup('ยินดีต้อนรับ!', 'รับ<b>โบนัสต้อนรับ 100%</b> ของคุณวันนี้', 'โบนัสต้อนรับ'),
    ),
    VI: text(
      'Chào mừng bạn đến với Lobby',
      welcomePopup(
        'Chào mừng!',
        'Nhận ngay <b>thưởng chào mừng 100%</b> của bạn hôm nay.',
        'Thưởng chào mừng',
      ),
    ),
    KO: text(
      'Lobby에 오신 것을 환영합니다',
      welcomePopup('환영합니다!', '오늘 <b>100% 웰컴 보너스</b>를 받으세요.', '웰컴 보너스'),
    ),
    JA: text(
      'Lobby へようこそ',
      welcomePopup(
        'ようこそ！',
        '今すぐ<b>100% ウェルカムボーナス</b>を受け取りましょう。',
        'ウェルカムボーナス',
      ),
    ),
    FIL: text(
      'Maligayang pagdating sa Lobby',
      welcomePopup(
        'Maligayang pagdating!',
        'Kunin ang iyong <b>100% pambungad na bonus</b> ngayon.',
        'Pambungad na bonus',
      ),
    ),
  },
  'Download our app': {
    CN: text('下载我们的应用', appPopup('使用 <a href="/m/download">Lobby 应用</a>，访问更快捷。')),
    TW: text(
      '下載我們的應用程式',
      appPopup('使用 <a href="/m/download">Lobby 應用程式</a>，存取更快速。'),
    ),
    ID: text(
      'Unduh aplikasi kami',
      appPopup('Akses lebih cepat dengan <a href="/m/download">aplikasi Lobby</a>.'),
    ),
    TH: text(
      'ดาวน์โหลดแอปของเรา',
      appPopup('เข้าใช้งานได้เร็วขึ้นด้วย<a href="/m/download">แอป Lobby</a>'),
    ),
    VI: text(
      'Tải ứng dụng của chúng tôi',
      appPopup('Truy cập nhanh hơn với <a href="/m/download">ứng dụng Lobby</a>.'),
    ),
    KO: text(
      '앱을 다운로드하세요',
      appPopup('<a href="/m/download">Lobby 앱</a>으로 더 빠르게 접속하세요.'),
    ),
    JA: text(
      'アプリをダウンロード',
      appPopup('<a href="/m/download">Lobby アプリ</a>でもっと速くアクセス。'),
    ),
    FIL: text(
      'I-download ang aming app',
      appPopup('Mas mabilis kang makakapasok gamit ang <a href="/m/download">Lobby app</a>.'),
    ),
  },
};

/** The download bar's line (the brand's app_desc) beside the English "Play anywhere with the Lobby app". */
export const APP_DESC: Record<Language, string> = {
  CN: '随时随地畅玩 Lobby 应用',
  TW: '隨時隨地暢玩 Lobby 應用程式',
  ID: 'Main di mana saja dengan aplikasi Lobby',
  TH: 'เล่นได้ทุกที่ด้วยแอป Lobby',
  VI: 'Chơi mọi lúc mọi nơi với ứng dụng Lobby',
  KO: 'Lobby 앱으로 어디서나 즐기세요',
  JA: 'Lobby アプリでどこでもプレイ',
  FIL: 'Maglaro kahit saan gamit ang Lobby app',
};
