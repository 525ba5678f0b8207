import type { Language } from './seed-languages.js';

// The phone help center's articles in the nine languages, in the same order in each (the
// help center lists them by sort order). A help article is a row per language: an operator
// writes one language's set, and a language without articles is shown the English ones.

type Article = [title: string, content: string];

export const MOBILE_HELP: Record<'EN' | Language, Article[]> = {
  EN: [
    [
      'How do I register?',
      '<p>Tap <b>Register</b>, choose a username and password, enter the captcha and confirm.</p>',
    ],
    [
      'How do I deposit?',
      '<ol><li>Open <b>Deposit</b>.</li><li>Choose a method.</li><li>Enter the amount and confirm.</li></ol>',
    ],
    ['How long do withdrawals take?', '<p>Most withdrawals arrive within <b>15 minutes</b>.</p>'],
    [
      'I forgot my password',
      '<p>Use <a href="/m/forget">Forgot password</a> with your username and e-mail.</p>',
    ],
    [
      'Responsible gaming',
      '<p>Set deposit limits in the <b>security centre</b>. Players must be 18 or older.</p>',
    ],
    [
      'Keeping your account safe',
      '<p>Use a password you use nowhere else and change it in <a href="/m/changePsw">Change password</a>. We never ask for your password by chat, e-mail or phone.</p>',
    ],
    ['Contact us', '<p>Live chat is open 24/7; Telegram support replies within minutes.</p>'],
  ],
  CN: [
    ['如何注册？', '<p>点击<b>注册</b>，填写用户名和密码，输入验证码并确认。</p>'],
    [
      '如何存款？',
      '<ol><li>打开<b>存款</b>。</li><li>选择方式。</li><li>输入金额并确认。</li></ol>',
    ],
    ['提款需要多长时间？', '<p>大多数提款会在<b>15 分钟</b>内到账。</p>'],
    ['我忘记了密码', '<p>请通过<a href="/m/forget">忘记密码</a>，填写您的用户名和电子邮箱。</p>'],
    ['负责任博彩', '<p>在<b>安全中心</b>设置存款限额。玩家必须年满 18 岁。</p>'],
    [
      '保护您的账户安全',
      '<p>使用在其他地方从未用过的密码，并在<a href="/m/changePsw">修改密码</a>中更改。我们绝不会通过聊天、电子邮件或电话索要您的密码。</p>',
    ],
    ['联系我们', '<p>在线客服全天候服务；Telegram 客服几分钟内回复。</p>'],
  ],
  TW: [
    ['如何註冊？', '<p>點擊<b>註冊</b>，設定帳號和密碼，輸入驗證碼並確認。</p>'],
    [
      '如何儲值？',
      '<ol><li>開啟<b>儲值</b>。</li><li>選擇方式。</li><li>輸入金額並確認。</li></ol>',
    ],
    ['提款需要多久？', '<p>大多數提款會在<b>15 分鐘</b>內到帳。</p>'],
    ['我忘記密碼了', '<p>請透過<a href="/m/forget">忘記密碼</a>，填寫您的帳號和電子郵件。</p>'],
    ['負責任博弈', '<p>在<b>安全中心</b>設定儲值限額。玩家必須年滿 18 歲。</p>'],
    [
      '保護您的帳戶安全',
      '<p>使用未在其他地方用過的密碼，並在<a href="/m/changePsw">修改密碼</a>中更改。我們絕不會透過聊天、電子郵件或電話索取您的密碼。</p>',
    ],
    ['聯絡我們', '<p>線上客服全天候服務；Telegram 客服幾分鐘內回覆。</p>'],
  ],
  ID: [
    [
      'Bagaimana cara mendaftar?',
      '<p>Ketuk <b>Daftar</b>, pilih nama pengguna dan kata sandi, masukkan captcha, lalu konfirmasi.</p>',
    ],
    [
      'Bagaimana cara deposit?',
      '<ol><li>Buka <b>Deposit</b>.</li><li>Pilih metode.</li><li>Masukkan jumlah dan konfirmasi.</li></ol>',
    ],
    [
      'Berapa lama penarikan diproses?',
      '<p>Sebagian besar penarikan masuk dalam <b>15 menit</b>.</p>',
    ],
    [
      'Saya lupa kata sandi',
      '<p>Gunakan <a href="/m/forget">Lupa kata sandi</a> dengan nama pengguna dan e-mail Anda.</p>',
    ],
    [
      'Bermain secara bertanggung jawab',
      '<p>Atur batas deposit di <b>pusat keamanan</b>. Pemain harus berusia 18 tahun ke atas.</p>',
    ],
    [
      'Menjaga keamanan akun Anda',
      '<p>Gunakan kata sandi yang tidak Anda pakai di tempat lain dan ubah di <a href="/m/changePsw">Ubah kata sandi</a>. Kami tidak pernah meminta kata sandi Anda lewat chat, e-mail, atau telepon.</p>',
    ],
    [
      'Hubungi kami',
      '<p>Live chat buka 24/7; dukungan Telegram membalas dalam hitungan menit.</p>',
    ],
  ],
  TH: [
    ['สมัครสมาชิกอย่างไร?', '<p>แตะ<b>สมัครสมาชิก</b> ตั้งชื่อผู้ใช้และรหัสผ่าน กรอกรหัสยืนยัน แล้วกดยืนยัน</p>'],
    [
      'ฝากเงินอย่างไร?',
      '<ol><li>เปิด<b>ฝากเงิน</b></li><li>เลือกช่องทาง</li><li>กรอกจำนวนเงินแล้วกดยืนยัน</li></ol>',
    ],
    ['ถอนเงินใช้เวลานานเท่าไร?', '<p>การถอนเงินส่วนใหญ่จะเข้าบัญชีภายใน<b>15 นาที</b></p>'],
    ['ฉันลืมรหัสผ่าน', '<p>ใช้<a href="/m/forget">ลืมรหัสผ่าน</a> พร้อมชื่อผู้ใช้และอีเมลของคุณ</p>'],
    ['การเล่นอย่างรับผิดชอบ', '<p>ตั้งวงเงินฝากได้ใน<b>ศูนย์ความปลอดภัย</b> ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป</p>'],
    [
      'รักษาบัญชีของคุณให้ปลอดภัย',
      '<p>ใช้รหัสผ่านที่ไม่ได้ใช้ที่อื่น และเปลี่ยนได้ที่<a href="/m/changePsw">เปลี่ยนรหัสผ่าน</a> เราจะไม่ขอรหัสผ่านของคุณทางแชท อีเมล หรือโทรศัพท์</p>',
    ],
    ['ติดต่อเรา', '<p>แชทสดเปิดให้บริการ 24/7 ทีมงาน Telegram ตอบกลับภายในไม่กี่นาที</p>'],
  ],
  VI: [
    [
      'Làm thế nào để đăng ký?',
      '<p>Nhấn <b>Đăng ký</b>, chọn tên đăng nhập và mật khẩu, nhập mã xác nhận rồi xác nhận.</p>',
    ],
    [
      'Làm thế nào để nạp tiền?',
      '<ol><li>Mở <b>Nạp tiền</b>.</li><li>Chọn phương thức.</li><li>Nhập số tiền và xác nhận.</li></ol>',
    ],
    [
      'Rút tiền mất bao lâu?',
      '<p>Hầu hết các lệnh rút tiền về tài khoản trong vòng <b>15 phút</b>.</p>',
    ],
    [
      'Tôi quên mật khẩu',
      '<p>Dùng <a href="/m/forget">Quên mật khẩu</a> với tên đăng nhập và e-mail của bạn.</p>',
    ],
    [
      'Chơi có trách nhiệm',
      '<p>Đặt hạn mức nạp tiền trong <b>trung tâm bảo mật</b>. Người chơi phải từ 18 tuổi trở lên.</p>',
    ],
    [
      'Giữ an toàn cho tài khoản',
      '<p>Dùng mật khẩu bạn không dùng ở nơi nào khác và đổi mật khẩu tại <a href="/m/changePsw">Đổi mật khẩu</a>. Chúng tôi không bao giờ hỏi mật khẩu của bạn qua chat, e-mail hay điện thoại.</p>',
    ],
    [
      'Liên hệ với chúng tôi',
      '<p>Chat trực tuyến mở cửa 24/7; hỗ trợ qua Telegram phản hồi trong vài phút.</p>',
    ],
  ],
  KO: [
    [
      '회원가입은 어떻게 하나요?',
      '<p><b>회원가입</b>을 누르고 아이디와 비밀번호를 정한 뒤 보안 문자를 입력하고 확인하세요.</p>',
    ],
    [
      '입금은 어떻게 하나요?',
      '<ol><li><b>입금</b>을 엽니다.</li><li>입금 방법을 선택합니다.</li><li>금액을 입력하고 확인합니다.</li></ol>',
    ],
    ['출금은 얼마나 걸리나요?', '<p>대부분의 출금은 <b>15분</b> 이내에 도착합니다.</p>'],
    [
      '비밀번호를 잊어버렸어요',
      '<p><a href="/m/forget">비밀번호 찾기</a>에서 아이디와 이메일을 입력하세요.</p>',
    ],
    [
      '책임감 있는 게임',
      '<p><b>보안 센터</b>에서 입금 한도를 설정하세요. 만 18세 이상만 이용할 수 있습니다.</p>',
    ],
    [
      '계정을 안전하게 지키기',
      '<p>다른 곳에서 쓰지 않는 비밀번호를 사용하고 <a href="/m/changePsw">비밀번호 변경</a>에서 바꾸세요. 저희는 채팅, 이메일, 전화로 비밀번호를 절대 묻지 않습니다.</p>',
    ],
    [
      '문의하기',
      '<p>실시간 채팅은 연중무휴 24시간 운영되며, 텔레그램 상담은 몇 분 안에 답변합니다.</p>',
    ],
  ],
  JA: [
    [
      '登録方法は？',
      '<p><b>新規登録</b>をタップし、ユーザー名とパスワードを決め、認証コードを入力して確定してください。</p>',
    ],
    [
      '入金方法は？',
      '<ol><li><b>入金</b>を開きます。</li><li>方法を選びます。</li><li>金額を入力して確定します。</li></ol>',
    ],
    ['出金にはどのくらいかかりますか？', '<p>ほとんどの出金は<b>15 分</b>以内に着金します。</p>'],
    [
      'パスワードを忘れました',
      '<p><a href="/m/forget">パスワードをお忘れの方</a>から、ユーザー名とメールアドレスを入力してください。</p>',
    ],
    [
      '責任あるゲーミング',
      '<p><b>セキュリティセンター</b>で入金限度額を設定できます。18 歳未満の方はご利用いただけません。</p>',
    ],
    [
      'アカウントを安全に保つには',
      '<p>ほかで使っていないパスワードを使い、<a href="/m/changePsw">パスワード変更</a>で変更してください。チャット、メール、電話でパスワードをお尋ねすることは決してありません。</p>',
    ],
    [
      'お問い合わせ',
      '<p>ライブチャットは 24 時間年中無休、Telegram サポートは数分以内に返信します。</p>',
    ],
  ],
  FIL: [
    [
      'Paano magrehistro?',
      '<p>I-tap ang <b>Magrehistro</b>, pumili ng username at password, ilagay ang captcha at kumpirmahin.</p>',
    ],
    [
      'Paano mag-deposito?',
      '<ol><li>Buksan ang <b>Deposito</b>.</li><li>Pumili ng paraan.</li><li>Ilagay ang halaga at kumpirmahin.</li></ol>',
    ],
    [
      'Gaano katagal ang pag-withdraw?',
      '<p>Karamihan ng withdrawal ay dumarating sa loob ng <b>15 minuto</b>.</p>',
    ],
    [
      'Nakalimutan ko ang aking password',
      '<p>Gamitin ang <a href="/m/forget">Nakalimutan ang password</a> kasama ang iyong username at e-mail.</p>',
    ],
    [
      'Responsableng paglalaro',
      '<p>Magtakda ng limitasyon sa deposito sa <b>sentro ng seguridad</b>. Dapat 18 taong gulang pataas ang mga manlalaro.</p>',
    ],
    [
      'Panatilihing ligtas ang iyong account',
      '<p>Gumamit ng password na hindi mo ginagamit sa ibang lugar at palitan ito sa <a href="/m/changePsw">Palitan ang password</a>. Hindi namin kailanman hihingin ang iyong password sa chat, e-mail o telepono.</p>',
    ],
    [
      'Makipag-ugnayan sa amin',
      '<p>Bukas ang live chat 24/7; sumasagot ang suporta sa Telegram sa loob ng ilang minuto.</p>',
    ],
  ],
};

export const PC_HELP: Article[] = [
  ['Browser support', '<p>Use a current version of Chrome, Safari, Edge or Firefox.</p>'],
];
