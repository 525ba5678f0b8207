import type { LegalPageKind } from '../contract/legal.js';

// The seed's public legal pages (issue 36 item 3) in the app's nine languages: what an operator
// would publish and then edit with PUT /ops/content/legal/{kind}. The tools the responsible
// gaming page lists are the ones the platform has (contract/rg.ts: deposit, loss and wager
// limits per day, week or month; a session limit; reality checks; time-outs of 24 hours to 6
// weeks; self-exclusion of 6 months to 5 years).

type Page = { title: string; html: string };
type Sections = readonly (readonly [heading: string, body: string])[];

/** A page as operator HTML: an opening paragraph, then a heading and a paragraph per section. */
const page = (title: string, intro: string, sections: Sections): Page => ({
  title,
  html: [`<p>${intro}</p>`, ...sections.map(([h, body]) => `<h2>${h}</h2><p>${body}</p>`)].join(''),
});

const RG_LINK = '/m/playResponsibly';
const HELP_LINKS =
  '<a href="https://www.gamblingtherapy.org">Gambling Therapy</a> (gamblingtherapy.org), ' +
  '<a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a> (gamblersanonymous.org), ' +
  '<a href="https://www.gamcare.org.uk">GamCare</a> (gamcare.org.uk)';

export const LEGAL_TEXTS: Record<LegalPageKind, Record<string, Page>> = {
  terms: {
    EN: page(
      'Terms and conditions',
      'These terms apply to everyone who uses this site. By registering you confirm that you have read and accept them.',
      [
        [
          'Who may play',
          'You must be 18 or older, or the legal age for gambling where you live if that is higher, and gambling must be legal for you where you are. One account per person.',
        ],
        [
          'Your account',
          'Keep your password and payment password to yourself and give true details. Withdrawals are paid only to accounts in the name you registered with.',
        ],
        [
          'Deposits, bonuses and withdrawals',
          'Each promotion has its own terms on its page; a bonus may need turnover before it can be withdrawn. We may ask for proof of identity before paying out.',
        ],
        [
          'Fair play',
          'Game and draw results come from the platform and each draw can be verified afterwards. Bonus abuse, collusion or automated play may lead to the account being closed.',
        ],
        [
          'Responsible gaming',
          `You can set limits, take a time-out or exclude yourself at any time: see <a href="${RG_LINK}">Responsible gaming</a>.`,
        ],
      ],
    ),
    CN: page('条款与条件', '本条款适用于本网站的所有用户。注册即表示您已阅读并接受本条款。', [
      [
        '谁可以参与',
        '您必须年满 18 周岁（如您所在地的法定博彩年龄更高，则以其为准），且您所在地允许您参与博彩。每人仅限一个账户。',
      ],
      [
        '您的账户',
        '请妥善保管您的登录密码和支付密码，并提供真实资料。提款只会支付到与注册姓名一致的账户。',
      ],
      [
        '存款、奖金与提款',
        '每个优惠活动的条款见其页面；奖金可能需要完成流水后才能提取。支付前我们可能要求您提供身份证明。',
      ],
      [
        '公平游戏',
        '游戏和开奖结果由平台产生，每期开奖后均可验证。滥用奖金、串通作弊或使用自动程序可能导致账户被关闭。',
      ],
      ['理性游戏', `您可随时设置限额、暂停游戏或自我排除：请见<a href="${RG_LINK}">理性游戏</a>。`],
    ]),
    TW: page('條款與條件', '本條款適用於本網站的所有使用者。註冊即表示您已閱讀並接受本條款。', [
      [
        '誰可以參與',
        '您必須年滿 18 歲（如您所在地的法定博彩年齡更高，則以其為準），且您所在地允許您參與博彩。每人僅限一個帳戶。',
      ],
      [
        '您的帳戶',
        '請妥善保管您的登入密碼和支付密碼，並提供真實資料。提款只會支付到與註冊姓名一致的帳戶。',
      ],
      [
        '存款、獎金與提款',
        '每個優惠活動的條款見其頁面；獎金可能需要完成流水後才能提取。支付前我們可能要求您提供身分證明。',
      ],
      [
        '公平遊戲',
        '遊戲和開獎結果由平台產生，每期開獎後均可驗證。濫用獎金、串通作弊或使用自動程式可能導致帳戶被關閉。',
      ],
      ['理性遊戲', `您可隨時設定限額、暫停遊戲或自我排除：請見<a href="${RG_LINK}">理性遊戲</a>。`],
    ]),
    ID: page(
      'Syarat dan ketentuan',
      'Syarat ini berlaku bagi semua pengguna situs ini. Dengan mendaftar, Anda menyatakan telah membaca dan menerimanya.',
      [
        [
          'Siapa yang boleh bermain',
          'Anda harus berusia 18 tahun ke atas, atau usia legal berjudi di tempat Anda jika lebih tinggi, dan berjudi harus legal bagi Anda di tempat Anda berada. Satu akun per orang.',
        ],
        [
          'Akun Anda',
          'Jaga kerahasiaan kata sandi dan kata sandi pembayaran Anda, dan berikan data yang benar. Penarikan hanya dibayarkan ke rekening atas nama yang Anda daftarkan.',
        ],
        [
          'Deposit, bonus, dan penarikan',
          'Setiap promosi memiliki syaratnya sendiri di halamannya; bonus mungkin memerlukan turnover sebelum dapat ditarik. Kami dapat meminta bukti identitas sebelum membayar.',
        ],
        [
          'Permainan yang adil',
          'Hasil permainan dan undian berasal dari platform dan setiap undian dapat diverifikasi sesudahnya. Penyalahgunaan bonus, kolusi, atau permainan otomatis dapat menyebabkan akun ditutup.',
        ],
        [
          'Bermain secara bertanggung jawab',
          `Anda dapat mengatur batas, mengambil jeda, atau mengecualikan diri kapan saja: lihat <a href="${RG_LINK}">Bermain bertanggung jawab</a>.`,
        ],
      ],
    ),
    FIL: page(
      'Mga tuntunin at kundisyon',
      'Ang mga tuntuning ito ay para sa lahat ng gumagamit ng site na ito. Sa pagrehistro, kinukumpirma mong nabasa at tinatanggap mo ang mga ito.',
      [
        [
          'Sino ang puwedeng maglaro',
          'Dapat ay 18 taong gulang ka o higit pa, o ang legal na edad sa pagsusugal kung saan ka nakatira kung mas mataas ito, at dapat legal para sa iyo ang pagsusugal kung nasaan ka. Isang account bawat tao.',
        ],
        [
          'Ang iyong account',
          'Huwag ibahagi ang iyong password at payment password, at magbigay ng totoong detalye. Ang mga withdrawal ay ibinabayad lamang sa account na nasa pangalang inirehistro mo.',
        ],
        [
          'Deposito, bonus at withdrawal',
          'May sariling tuntunin ang bawat promosyon sa pahina nito; maaaring kailanganin ng bonus ang turnover bago ito ma-withdraw. Maaari kaming humingi ng patunay ng pagkakakilanlan bago magbayad.',
        ],
        [
          'Patas na laro',
          'Ang mga resulta ng laro at draw ay galing sa platform at maaaring i-verify ang bawat draw pagkatapos. Ang pag-abuso sa bonus, sabwatan o awtomatikong paglalaro ay maaaring magsara ng account.',
        ],
        [
          'Responsableng paglalaro',
          `Maaari kang magtakda ng limitasyon, mag-time-out o i-exclude ang sarili anumang oras: tingnan ang <a href="${RG_LINK}">Responsableng paglalaro</a>.`,
        ],
      ],
    ),
    JA: page(
      '利用規約',
      '本規約は本サイトのすべての利用者に適用されます。登録することで、本規約を読み、同意したものとみなされます。',
      [
        [
          'ご利用いただける方',
          '18 歳以上（お住まいの地域の法定年齢がそれより高い場合はその年齢以上）で、現在地で賭博が法的に認められている方に限ります。アカウントはお一人様一つです。',
        ],
        [
          'アカウント',
          'ログインパスワードと支払いパスワードは他人に教えず、正確な情報をご登録ください。出金は登録名義の口座にのみ行われます。',
        ],
        [
          '入金・ボーナス・出金',
          '各プロモーションの条件はそのページに記載されています。ボーナスは出金前に賭け条件の達成が必要な場合があります。支払い前に本人確認書類をお願いすることがあります。',
        ],
        [
          '公正なプレイ',
          'ゲームと抽選の結果はプラットフォームが生成し、各抽選は後から検証できます。ボーナスの不正利用、共謀、自動プレイはアカウント閉鎖の対象となります。',
        ],
        [
          '責任あるゲーム',
          `いつでも上限の設定、一時休止、自己排除ができます。<a href="${RG_LINK}">責任あるゲーム</a>をご覧ください。`,
        ],
      ],
    ),
    KO: page(
      '이용 약관',
      '이 약관은 본 사이트를 이용하는 모든 분께 적용됩니다. 가입하시면 약관을 읽고 동의한 것으로 봅니다.',
      [
        [
          '이용 자격',
          '만 18세 이상이어야 하며(거주 지역의 법정 연령이 더 높으면 그 연령 이상), 현재 위치에서 도박이 합법이어야 합니다. 1인 1계정입니다.',
        ],
        [
          '계정',
          '비밀번호와 결제 비밀번호를 타인과 공유하지 말고 정확한 정보를 입력하세요. 출금은 가입한 명의의 계좌로만 지급됩니다.',
        ],
        [
          '입금, 보너스, 출금',
          '각 프로모션의 조건은 해당 페이지에 있습니다. 보너스는 출금 전에 롤링 조건을 채워야 할 수 있습니다. 지급 전에 신분 확인을 요청할 수 있습니다.',
        ],
        [
          '공정한 게임',
          '게임과 추첨 결과는 플랫폼이 생성하며 각 추첨은 이후에 검증할 수 있습니다. 보너스 남용, 담합, 자동 플레이는 계정 해지로 이어질 수 있습니다.',
        ],
        [
          '책임감 있는 게임',
          `언제든지 한도 설정, 일시 중지, 자기 배제를 할 수 있습니다. <a href="${RG_LINK}">책임감 있는 게임</a>을 참고하세요.`,
        ],
      ],
    ),
    TH: page(
      'ข้อกำหนดและเงื่อนไข',
      'ข้อกำหนดนี้ใช้กับทุกคนที่ใช้เว็บไซต์นี้ การสมัครสมาชิกถือว่าคุณได้อ่านและยอมรับข้อกำหนดแล้ว',
      [
        [
          'ผู้ที่เล่นได้',
          'คุณต้องมีอายุ 18 ปีขึ้นไป หรือตามอายุที่กฎหมายกำหนดในพื้นที่ของคุณหากสูงกว่า และการพนันต้องถูกกฎหมายสำหรับคุณในที่ที่คุณอยู่ หนึ่งบัญชีต่อหนึ่งคน',
        ],
        [
          'บัญชีของคุณ',
          'เก็บรหัสผ่านและรหัสผ่านการชำระเงินไว้เป็นความลับและให้ข้อมูลที่เป็นจริง การถอนเงินจะจ่ายเข้าบัญชีที่เป็นชื่อเดียวกับที่สมัครไว้เท่านั้น',
        ],
        [
          'ฝากเงิน โบนัส และถอนเงิน',
          'แต่ละโปรโมชันมีเงื่อนไขของตนเองในหน้าโปรโมชัน โบนัสอาจต้องทำยอดเทิร์นโอเวอร์ก่อนถอน เราอาจขอหลักฐานยืนยันตัวตนก่อนจ่ายเงิน',
        ],
        [
          'การเล่นที่เป็นธรรม',
          'ผลเกมและผลการออกรางวัลมาจากแพลตฟอร์ม และตรวจสอบได้หลังการออกรางวัลทุกงวด การใช้โบนัสในทางมิชอบ การสมรู้ร่วมคิด หรือการเล่นอัตโนมัติอาจทำให้บัญชีถูกปิด',
        ],
        [
          'การเล่นอย่างมีความรับผิดชอบ',
          `คุณตั้งวงเงิน พักการเล่น หรือระงับตัวเองได้ทุกเมื่อ ดูที่ <a href="${RG_LINK}">การเล่นอย่างมีความรับผิดชอบ</a>`,
        ],
      ],
    ),
    VI: page(
      'Điều khoản và điều kiện',
      'Các điều khoản này áp dụng cho mọi người dùng trang. Khi đăng ký, bạn xác nhận đã đọc và chấp nhận chúng.',
      [
        [
          'Ai được chơi',
          'Bạn phải từ 18 tuổi trở lên, hoặc đủ tuổi cờ bạc hợp pháp nơi bạn sống nếu cao hơn, và cờ bạc phải hợp pháp với bạn tại nơi bạn ở. Mỗi người một tài khoản.',
        ],
        [
          'Tài khoản của bạn',
          'Giữ bí mật mật khẩu và mật khẩu thanh toán, cung cấp thông tin đúng sự thật. Tiền rút chỉ được trả vào tài khoản đứng tên bạn đã đăng ký.',
        ],
        [
          'Nạp tiền, tiền thưởng và rút tiền',
          'Mỗi khuyến mãi có điều khoản riêng trên trang của nó; tiền thưởng có thể cần đạt doanh số cược trước khi rút. Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi chi trả.',
        ],
        [
          'Chơi công bằng',
          'Kết quả trò chơi và quay số do nền tảng tạo ra, mỗi kỳ quay đều có thể kiểm chứng sau đó. Lạm dụng tiền thưởng, thông đồng hoặc chơi tự động có thể khiến tài khoản bị đóng.',
        ],
        [
          'Chơi có trách nhiệm',
          `Bạn có thể đặt giới hạn, tạm nghỉ hoặc tự loại trừ bất cứ lúc nào: xem <a href="${RG_LINK}">Chơi có trách nhiệm</a>.`,
        ],
      ],
    ),
  },
  privacy: {
    EN: page(
      'Privacy policy',
      'This policy says what we keep about you, why, and what you can do about it.',
      [
        [
          'What we keep',
          'The details you give (username, phone, e-mail, names, payout accounts), your sign-ins and devices, and your bets, deposits and withdrawals.',
        ],
        [
          'Why',
          'To run your account and payments, keep it safe, meet our legal duties (age checks, anti-money-laundering) and offer the responsible gaming tools.',
        ],
        [
          'Who sees it',
          'Only our staff who need it, payment providers for your payments, and authorities where the law requires. We do not sell your data.',
        ],
        [
          'How long',
          'While your account is open, and after it closes for as long as the law requires.',
        ],
        [
          'Your choices',
          'See and correct your details in the member centre, turn off marketing messages, and ask support for a copy of your data or for its deletion where the law allows.',
        ],
      ],
    ),
    CN: page('隐私政策', '本政策说明我们保存您的哪些信息、原因，以及您可以如何处理。', [
      [
        '我们保存的信息',
        '您提供的资料（用户名、手机号、电子邮箱、姓名、收款账户）、登录记录与设备，以及您的投注、存款和提款记录。',
      ],
      [
        '用途',
        '用于运营您的账户和支付、保障账户安全、履行法律义务（年龄核验、反洗钱），并提供理性游戏工具。',
      ],
      [
        '谁能看到',
        '只有需要的工作人员、为您处理支付的支付服务商，以及法律要求时的主管机关。我们不出售您的数据。',
      ],
      ['保存多久', '在您的账户存续期间，以及账户关闭后法律要求的期限内。'],
      [
        '您的选择',
        '在会员中心查看和更正资料，关闭营销消息，并可联系客服索取数据副本或在法律允许时要求删除。',
      ],
    ]),
    TW: page('隱私權政策', '本政策說明我們保存您的哪些資訊、原因，以及您可以如何處理。', [
      [
        '我們保存的資訊',
        '您提供的資料（使用者名稱、手機號碼、電子郵件、姓名、收款帳戶）、登入紀錄與裝置，以及您的投注、存款和提款紀錄。',
      ],
      [
        '用途',
        '用於經營您的帳戶和支付、保障帳戶安全、履行法律義務（年齡驗證、反洗錢），並提供理性遊戲工具。',
      ],
      [
        '誰能看到',
        '只有需要的工作人員、為您處理支付的支付服務商，以及法律要求時的主管機關。我們不出售您的資料。',
      ],
      ['保存多久', '在您的帳戶存續期間，以及帳戶關閉後法律要求的期限內。'],
      [
        '您的選擇',
        '在會員中心查看和更正資料，關閉行銷訊息，並可聯絡客服索取資料副本或在法律允許時要求刪除。',
      ],
    ]),
    ID: page(
      'Kebijakan privasi',
      'Kebijakan ini menjelaskan data apa yang kami simpan tentang Anda, mengapa, dan apa yang dapat Anda lakukan.',
      [
        [
          'Yang kami simpan',
          'Data yang Anda berikan (nama pengguna, telepon, e-mail, nama, rekening penarikan), catatan masuk dan perangkat, serta taruhan, deposit, dan penarikan Anda.',
        ],
        [
          'Mengapa',
          'Untuk menjalankan akun dan pembayaran Anda, menjaga keamanannya, memenuhi kewajiban hukum (pemeriksaan usia, anti pencucian uang), dan menyediakan alat bermain bertanggung jawab.',
        ],
        [
          'Siapa yang melihatnya',
          'Hanya staf kami yang memerlukannya, penyedia pembayaran untuk pembayaran Anda, dan pihak berwenang bila diwajibkan hukum. Kami tidak menjual data Anda.',
        ],
        [
          'Berapa lama',
          'Selama akun Anda terbuka, dan setelah ditutup selama yang diwajibkan hukum.',
        ],
        [
          'Pilihan Anda',
          'Lihat dan perbaiki data Anda di pusat anggota, matikan pesan pemasaran, dan minta salinan data Anda atau penghapusannya kepada dukungan bila hukum mengizinkan.',
        ],
      ],
    ),
    FIL: page(
      'Patakaran sa privacy',
      'Sinasabi ng patakarang ito kung ano ang itinatago namin tungkol sa iyo, bakit, at ano ang magagawa mo.',
      [
        [
          'Ang itinatago namin',
          'Ang mga detalyeng ibinigay mo (username, telepono, e-mail, pangalan, payout account), ang iyong mga pag-login at device, at ang iyong mga taya, deposito at withdrawal.',
        ],
        [
          'Bakit',
          'Para patakbuhin ang iyong account at mga bayad, panatilihin itong ligtas, tuparin ang aming legal na tungkulin (pagsusuri ng edad, laban sa money laundering) at ialok ang mga tool sa responsableng paglalaro.',
        ],
        [
          'Sino ang nakakakita',
          'Ang aming staff lamang na nangangailangan nito, ang mga payment provider para sa iyong mga bayad, at ang mga awtoridad kung hinihingi ng batas. Hindi namin ibinebenta ang iyong data.',
        ],
        [
          'Gaano katagal',
          'Habang bukas ang iyong account, at pagkasara nito hangga’t hinihingi ng batas.',
        ],
        [
          'Ang iyong mga pagpipilian',
          'Tingnan at itama ang iyong detalye sa member centre, patayin ang mga marketing message, at humingi sa support ng kopya ng iyong data o ng pagbura nito kung pinapayagan ng batas.',
        ],
      ],
    ),
    JA: page(
      'プライバシーポリシー',
      '本ポリシーでは、当社が保存するお客様の情報、その理由、お客様ができることを説明します。',
      [
        [
          '保存する情報',
          'ご提供いただいた情報（ユーザー名、電話番号、メールアドレス、氏名、出金口座）、ログイン履歴と端末、ベット・入金・出金の記録。',
        ],
        [
          '利用目的',
          'アカウントと決済の運営、安全の確保、法的義務（年齢確認、マネーロンダリング対策）の履行、責任あるゲームのツールの提供のため。',
        ],
        [
          '閲覧できる者',
          '必要なスタッフ、決済を処理する決済事業者、法律で求められた場合の当局のみです。お客様のデータを販売することはありません。',
        ],
        ['保存期間', 'アカウントが有効な間と、閉鎖後は法律で定められた期間です。'],
        [
          'お客様の選択',
          'メンバーセンターで情報の確認・訂正、マーケティングメッセージの停止ができます。データの写しや、法律が認める場合の削除はサポートにご依頼ください。',
        ],
      ],
    ),
    KO: page(
      '개인정보 처리방침',
      '이 방침은 저희가 보관하는 회원님의 정보와 그 이유, 그리고 회원님이 할 수 있는 일을 설명합니다.',
      [
        [
          '보관하는 정보',
          '회원님이 제공한 정보(아이디, 전화번호, 이메일, 이름, 출금 계좌), 로그인 기록과 기기, 베팅·입금·출금 내역.',
        ],
        [
          '이용 목적',
          '계정과 결제 운영, 계정 보호, 법적 의무(연령 확인, 자금세탁 방지) 이행, 책임감 있는 게임 도구 제공.',
        ],
        [
          '열람자',
          '필요한 직원, 결제를 처리하는 결제 대행사, 법이 요구하는 경우의 당국뿐입니다. 회원님의 데이터를 판매하지 않습니다.',
        ],
        ['보관 기간', '계정이 열려 있는 동안, 그리고 해지 후에는 법이 요구하는 기간 동안입니다.'],
        [
          '회원님의 선택',
          '회원 센터에서 정보를 확인하고 수정하며, 마케팅 메시지를 끌 수 있습니다. 데이터 사본이나 법이 허용하는 경우 삭제는 고객센터에 요청하세요.',
        ],
      ],
    ),
    TH: page('นโยบายความเป็นส่วนตัว', 'นโยบายนี้บอกว่าเราเก็บข้อมูลอะไรของคุณ เพราะอะไร และคุณทำอะไรได้บ้าง', [
      [
        'ข้อมูลที่เราเก็บ',
        'ข้อมูลที่คุณให้ (ชื่อผู้ใช้ โทรศัพท์ อีเมล ชื่อ บัญชีรับเงิน) ประวัติการเข้าสู่ระบบและอุปกรณ์ รวมถึงการเดิมพัน การฝากและการถอนของคุณ',
      ],
      [
        'เหตุผล',
        'เพื่อดำเนินการบัญชีและการชำระเงินของคุณ รักษาความปลอดภัย ปฏิบัติตามหน้าที่ทางกฎหมาย (ตรวจสอบอายุ ป้องกันการฟอกเงิน) และให้เครื่องมือการเล่นอย่างมีความรับผิดชอบ',
      ],
      [
        'ใครเห็นข้อมูล',
        'เฉพาะพนักงานที่จำเป็น ผู้ให้บริการชำระเงินสำหรับการชำระเงินของคุณ และหน่วยงานรัฐเมื่อกฎหมายกำหนด เราไม่ขายข้อมูลของคุณ',
      ],
      ['เก็บนานเท่าใด', 'ตลอดเวลาที่บัญชีเปิดอยู่ และหลังปิดบัญชีตามระยะเวลาที่กฎหมายกำหนด'],
      [
        'ทางเลือกของคุณ',
        'ดูและแก้ไขข้อมูลในศูนย์สมาชิก ปิดข้อความการตลาด และขอสำเนาข้อมูลหรือขอลบข้อมูลเมื่อกฎหมายอนุญาตได้ที่ฝ่ายบริการลูกค้า',
      ],
    ]),
    VI: page(
      'Chính sách quyền riêng tư',
      'Chính sách này cho biết chúng tôi lưu gì về bạn, vì sao, và bạn có thể làm gì.',
      [
        [
          'Những gì chúng tôi lưu',
          'Thông tin bạn cung cấp (tên đăng nhập, điện thoại, e-mail, họ tên, tài khoản nhận tiền), lịch sử đăng nhập và thiết bị, cùng các lần cược, nạp và rút tiền của bạn.',
        ],
        [
          'Vì sao',
          'Để vận hành tài khoản và thanh toán, giữ an toàn, thực hiện nghĩa vụ pháp lý (kiểm tra tuổi, chống rửa tiền) và cung cấp các công cụ chơi có trách nhiệm.',
        ],
        [
          'Ai được xem',
          'Chỉ nhân viên cần đến, nhà cung cấp thanh toán cho các giao dịch của bạn, và cơ quan chức năng khi luật yêu cầu. Chúng tôi không bán dữ liệu của bạn.',
        ],
        [
          'Lưu bao lâu',
          'Trong thời gian tài khoản còn mở, và sau khi đóng trong thời hạn luật yêu cầu.',
        ],
        [
          'Lựa chọn của bạn',
          'Xem và sửa thông tin trong trung tâm thành viên, tắt tin nhắn tiếp thị, và yêu cầu bộ phận hỗ trợ cung cấp bản sao hoặc xóa dữ liệu khi luật cho phép.',
        ],
      ],
    ),
  },
  responsible: {
    EN: page(
      'Responsible gaming',
      'Play for fun, never to make money or to win back losses, and only with money you can afford to lose.',
      [
        [
          'Tools you can use',
          'In the member centre under Responsible gaming: deposit, loss and wager limits per day, week or month; a session time limit; reality check reminders every 10 to 60 minutes; a time-out of 24 hours, 1 week, 1 month or 6 weeks; self-exclusion for 6 months, 1, 2 or 5 years.',
        ],
        [
          'Warning signs',
          'Chasing losses, playing longer or with more than you planned, borrowing to play, or hiding your play from others.',
        ],
        ['Where to get help', `Free and confidential: ${HELP_LINKS}.`],
        [
          'Under 18',
          'Nobody under 18 may open an account or play. We check ages, and accounts found to belong to minors are closed.',
        ],
      ],
    ),
    CN: page('理性游戏', '游戏只为娱乐，切勿以此赚钱或翻本，只用您输得起的钱参与。', [
      [
        '您可以使用的工具',
        '在会员中心的“理性游戏”中：按日、周或月设置存款、亏损和投注限额；单次游戏时长限制；每 10 至 60 分钟的现实提醒；24 小时、1 周、1 个月或 6 周的暂停；6 个月、1、2 或 5 年的自我排除。',
      ],
      ['警示信号', '想要翻本、玩得比计划更久或投入更多、借钱游戏，或向他人隐瞒游戏行为。'],
      ['获取帮助', `免费且保密：${HELP_LINKS}。`],
      [
        '未满 18 岁',
        '未满 18 周岁者不得开户或参与游戏。我们会核验年龄，属于未成年人的账户将被关闭。',
      ],
    ]),
    TW: page('理性遊戲', '遊戲只為娛樂，切勿以此賺錢或翻本，只用您輸得起的錢參與。', [
      [
        '您可以使用的工具',
        '在會員中心的「理性遊戲」中：按日、週或月設定存款、虧損和投注限額；單次遊戲時長限制；每 10 至 60 分鐘的現實提醒；24 小時、1 週、1 個月或 6 週的暫停；6 個月、1、2 或 5 年的自我排除。',
      ],
      ['警示訊號', '想要翻本、玩得比計劃更久或投入更多、借錢遊戲，或向他人隱瞞遊戲行為。'],
      ['取得協助', `免費且保密：${HELP_LINKS}。`],
      [
        '未滿 18 歲',
        '未滿 18 歲者不得開戶或參與遊戲。我們會核驗年齡，屬於未成年人的帳戶將被關閉。',
      ],
    ]),
    ID: page(
      'Bermain bertanggung jawab',
      'Bermainlah untuk bersenang-senang, jangan untuk mencari uang atau mengejar kekalahan, dan hanya dengan uang yang sanggup Anda relakan.',
      [
        [
          'Alat yang dapat Anda gunakan',
          'Di pusat anggota pada Bermain bertanggung jawab: batas deposit, kekalahan, dan taruhan per hari, minggu, atau bulan; batas waktu sesi; pengingat setiap 10 sampai 60 menit; jeda 24 jam, 1 minggu, 1 bulan, atau 6 minggu; pengecualian diri 6 bulan, 1, 2, atau 5 tahun.',
        ],
        [
          'Tanda peringatan',
          'Mengejar kekalahan, bermain lebih lama atau lebih banyak dari rencana, meminjam uang untuk bermain, atau menyembunyikan permainan dari orang lain.',
        ],
        ['Tempat mencari bantuan', `Gratis dan rahasia: ${HELP_LINKS}.`],
        [
          'Di bawah 18 tahun',
          'Tidak seorang pun di bawah 18 tahun boleh membuka akun atau bermain. Kami memeriksa usia, dan akun milik anak di bawah umur ditutup.',
        ],
      ],
    ),
    FIL: page(
      'Responsableng paglalaro',
      'Maglaro para sa kasiyahan, hindi para kumita o bawiin ang talo, at gamit lamang ang perang kaya mong mawala.',
      [
        [
          'Mga tool na magagamit mo',
          'Sa member centre sa ilalim ng Responsableng paglalaro: limitasyon sa deposito, talo at taya bawat araw, linggo o buwan; limitasyon sa oras ng session; paalala bawat 10 hanggang 60 minuto; time-out na 24 oras, 1 linggo, 1 buwan o 6 na linggo; self-exclusion na 6 na buwan, 1, 2 o 5 taon.',
        ],
        [
          'Mga babalang senyales',
          'Paghabol sa talo, paglalaro nang mas matagal o mas malaki kaysa plano, pangungutang para maglaro, o pagtatago ng paglalaro sa iba.',
        ],
        ['Saan hihingi ng tulong', `Libre at kumpidensyal: ${HELP_LINKS}.`],
        [
          'Wala pang 18',
          'Walang sinumang wala pang 18 ang puwedeng magbukas ng account o maglaro. Sinusuri namin ang edad, at isinasara ang mga account ng menor de edad.',
        ],
      ],
    ),
    JA: page(
      '責任あるゲーム',
      'ゲームは娯楽として楽しみ、お金を稼ぐためや負けを取り戻すためには遊ばず、失っても困らない金額だけでお楽しみください。',
      [
        [
          '使えるツール',
          'メンバーセンターの「責任あるゲーム」で：日・週・月ごとの入金・損失・ベット上限、1 回のプレイ時間の上限、10〜60 分ごとのリアリティチェック、24 時間・1 週間・1 か月・6 週間の一時休止、6 か月・1・2・5 年の自己排除。',
        ],
        [
          '注意すべきサイン',
          '負けを取り戻そうとする、予定より長く・多く遊ぶ、借金して遊ぶ、遊んでいることを人に隠す。',
        ],
        ['相談先', `無料・秘密厳守：${HELP_LINKS}。`],
        [
          '18 歳未満の方',
          '18 歳未満の方はアカウントの開設やプレイができません。年齢を確認し、未成年者のアカウントは閉鎖します。',
        ],
      ],
    ),
    KO: page(
      '책임감 있는 게임',
      '게임은 즐거움을 위해서만 하고, 돈을 벌거나 잃은 돈을 되찾으려고 하지 말며, 잃어도 괜찮은 돈으로만 즐기세요.',
      [
        [
          '사용할 수 있는 도구',
          '회원 센터의 책임감 있는 게임에서: 일·주·월별 입금, 손실, 베팅 한도; 세션 시간 제한; 10~60분마다 알림; 24시간, 1주, 1개월, 6주 일시 중지; 6개월, 1년, 2년, 5년 자기 배제.',
        ],
        [
          '경고 신호',
          '잃은 돈을 쫓는 것, 계획보다 오래 또는 많이 하는 것, 돈을 빌려 하는 것, 게임을 다른 사람에게 숨기는 것.',
        ],
        ['도움 받을 곳', `무료이며 비밀이 보장됩니다: ${HELP_LINKS}.`],
        [
          '18세 미만',
          '18세 미만은 계정을 만들거나 게임을 할 수 없습니다. 나이를 확인하며, 미성년자의 계정은 해지됩니다.',
        ],
      ],
    ),
    TH: page(
      'การเล่นอย่างมีความรับผิดชอบ',
      'เล่นเพื่อความสนุก ไม่ใช่เพื่อหาเงินหรือเอาคืนสิ่งที่เสียไป และใช้เฉพาะเงินที่คุณเสียได้',
      [
        [
          'เครื่องมือที่คุณใช้ได้',
          'ในศูนย์สมาชิก หัวข้อการเล่นอย่างมีความรับผิดชอบ: วงเงินฝาก วงเงินเสีย และวงเงินเดิมพันรายวัน รายสัปดาห์ หรือรายเดือน จำกัดเวลาต่อรอบ การแจ้งเตือนทุก 10 ถึง 60 นาที พักการเล่น 24 ชั่วโมง 1 สัปดาห์ 1 เดือน หรือ 6 สัปดาห์ ระงับตัวเอง 6 เดือน 1, 2 หรือ 5 ปี',
        ],
        ['สัญญาณเตือน', 'พยายามเอาคืนสิ่งที่เสีย เล่นนานหรือมากกว่าที่ตั้งใจ ยืมเงินมาเล่น หรือปิดบังการเล่นจากคนอื่น'],
        ['ขอความช่วยเหลือได้ที่', `ฟรีและเป็นความลับ: ${HELP_LINKS}`],
        [
          'อายุต่ำกว่า 18 ปี',
          'ผู้ที่อายุต่ำกว่า 18 ปีไม่สามารถเปิดบัญชีหรือเล่นได้ เราตรวจสอบอายุ และบัญชีของผู้เยาว์จะถูกปิด',
        ],
      ],
    ),
    VI: page(
      'Chơi có trách nhiệm',
      'Hãy chơi để giải trí, đừng chơi để kiếm tiền hay gỡ lại tiền thua, và chỉ dùng số tiền bạn có thể mất.',
      [
        [
          'Công cụ bạn có thể dùng',
          'Trong trung tâm thành viên, mục Chơi có trách nhiệm: giới hạn nạp, thua và cược theo ngày, tuần hoặc tháng; giới hạn thời gian mỗi phiên; nhắc nhở mỗi 10 đến 60 phút; tạm nghỉ 24 giờ, 1 tuần, 1 tháng hoặc 6 tuần; tự loại trừ 6 tháng, 1, 2 hoặc 5 năm.',
        ],
        [
          'Dấu hiệu cảnh báo',
          'Cố gỡ lại tiền thua, chơi lâu hơn hoặc nhiều hơn dự định, vay tiền để chơi, hoặc giấu việc chơi với người khác.',
        ],
        ['Nơi tìm trợ giúp', `Miễn phí và bảo mật: ${HELP_LINKS}.`],
        [
          'Dưới 18 tuổi',
          'Người dưới 18 tuổi không được mở tài khoản hay chơi. Chúng tôi kiểm tra tuổi, và tài khoản của trẻ vị thành niên sẽ bị đóng.',
        ],
      ],
    ),
  },
};
