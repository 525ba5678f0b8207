import type { ContentLanguage } from '../../http/schemas.js';
import type { SecurityNoticeKind } from './security-notice-kinds.js';

interface NoticeText {
  title: string;
  /** {{name}} is replaced by the notice's value of that name (HTML-escaped). */
  body: string;
}

/**
 * What each security notice says, in the nine languages. Every body ends with what to do when the
 * member did not do it themselves, as banks' and regulated operators' notices do.
 */
export const SECURITY_NOTICE_TEXTS: Record<
  SecurityNoticeKind,
  Record<ContentLanguage, NoticeText>
> = {
  TWO_FACTOR_OFF: {
    EN: {
      title: 'Two-step verification turned off',
      body: 'Two-step verification was turned off for your account at {{at}}. If this was not you, change your password and contact customer service at once.',
    },
    CN: {
      title: '两步验证已关闭',
      body: '您的账户已于 {{at}} 关闭两步验证。如非本人操作，请立即修改密码并联系客服。',
    },
    TW: {
      title: '兩步驟驗證已關閉',
      body: '您的帳戶已於 {{at}} 關閉兩步驟驗證。如非本人操作，請立即修改密碼並聯絡客服。',
    },
    TH: {
      title: 'ปิดการยืนยันสองขั้นตอนแล้ว',
      body: 'บัญชีของคุณปิดการยืนยันสองขั้นตอนเมื่อ {{at}} หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที',
    },
    VI: {
      title: 'Đã tắt xác minh hai bước',
      body: 'Xác minh hai bước của tài khoản bạn đã được tắt lúc {{at}}. Nếu không phải bạn, hãy đổi mật khẩu và liên hệ chăm sóc khách hàng ngay.',
    },
    ID: {
      title: 'Verifikasi dua langkah dimatikan',
      body: 'Verifikasi dua langkah untuk akun Anda dimatikan pada {{at}}. Jika ini bukan Anda, segera ganti kata sandi dan hubungi layanan pelanggan.',
    },
    KO: {
      title: '2단계 인증이 해제되었습니다',
      body: '{{at}}에 계정의 2단계 인증이 해제되었습니다. 본인이 아니라면 즉시 비밀번호를 변경하고 고객센터에 문의하세요.',
    },
    JA: {
      title: '2段階認証がオフになりました',
      body: '{{at}} にお客様のアカウントの2段階認証がオフになりました。お心当たりがない場合は、すぐにパスワードを変更し、カスタマーサービスにご連絡ください。',
    },
    FIL: {
      title: 'Na-off ang two-step verification',
      body: 'Na-off ang two-step verification ng iyong account noong {{at}}. Kung hindi ikaw ito, palitan agad ang iyong password at makipag-ugnayan sa customer service.',
    },
  },
  PAYOUT_ACCOUNT_ADDED: {
    EN: {
      title: 'Payout account added',
      body: 'The payout account {{account}} was added to your account at {{at}}. If this was not you, change your password and payment password and contact customer service at once.',
    },
    CN: {
      title: '已添加提款账户',
      body: '您的账户已于 {{at}} 添加提款账户 {{account}}。如非本人操作，请立即修改登录密码和支付密码并联系客服。',
    },
    TW: {
      title: '已新增提款帳戶',
      body: '您的帳戶已於 {{at}} 新增提款帳戶 {{account}}。如非本人操作，請立即修改登入密碼和支付密碼並聯絡客服。',
    },
    TH: {
      title: 'เพิ่มบัญชีรับเงินแล้ว',
      body: 'มีการเพิ่มบัญชีรับเงิน {{account}} ในบัญชีของคุณเมื่อ {{at}} หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านและรหัสชำระเงิน แล้วติดต่อฝ่ายบริการลูกค้าทันที',
    },
    VI: {
      title: 'Đã thêm tài khoản rút tiền',
      body: 'Tài khoản rút tiền {{account}} đã được thêm vào tài khoản của bạn lúc {{at}}. Nếu không phải bạn, hãy đổi mật khẩu, mật khẩu thanh toán và liên hệ chăm sóc khách hàng ngay.',
    },
    ID: {
      title: 'Rekening penarikan ditambahkan',
      body: 'Rekening penarikan {{account}} ditambahkan ke akun Anda pada {{at}}. Jika ini bukan Anda, segera ganti kata sandi dan kata sandi pembayaran, lalu hubungi layanan pelanggan.',
    },
    KO: {
      title: '출금 계좌가 추가되었습니다',
      body: '{{at}}에 출금 계좌 {{account}}이(가) 계정에 추가되었습니다. 본인이 아니라면 즉시 비밀번호와 결제 비밀번호를 변경하고 고객센터에 문의하세요.',
    },
    JA: {
      title: '出金口座が追加されました',
      body: '{{at}} に出金口座 {{account}} がお客様のアカウントに追加されました。お心当たりがない場合は、すぐにパスワードと支払いパスワードを変更し、カスタマーサービスにご連絡ください。',
    },
    FIL: {
      title: 'May naidagdag na payout account',
      body: 'Naidagdag ang payout account na {{account}} sa iyong account noong {{at}}. Kung hindi ikaw ito, palitan agad ang iyong password at payment password at makipag-ugnayan sa customer service.',
    },
  },
  PAYMENT_PASSWORD_CHANGED: {
    EN: {
      title: 'Payment password changed',
      body: 'The payment password of your account was set or changed at {{at}}. If this was not you, change your password and contact customer service at once.',
    },
    CN: {
      title: '支付密码已更改',
      body: '您账户的支付密码已于 {{at}} 设置或更改。如非本人操作，请立即修改登录密码并联系客服。',
    },
    TW: {
      title: '支付密碼已變更',
      body: '您帳戶的支付密碼已於 {{at}} 設定或變更。如非本人操作，請立即修改登入密碼並聯絡客服。',
    },
    TH: {
      title: 'เปลี่ยนรหัสชำระเงินแล้ว',
      body: 'รหัสชำระเงินของบัญชีคุณถูกตั้งหรือเปลี่ยนเมื่อ {{at}} หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที',
    },
    VI: {
      title: 'Đã đổi mật khẩu thanh toán',
      body: 'Mật khẩu thanh toán của tài khoản bạn đã được đặt hoặc thay đổi lúc {{at}}. Nếu không phải bạn, hãy đổi mật khẩu và liên hệ chăm sóc khách hàng ngay.',
    },
    ID: {
      title: 'Kata sandi pembayaran diubah',
      body: 'Kata sandi pembayaran akun Anda diatur atau diubah pada {{at}}. Jika ini bukan Anda, segera ganti kata sandi dan hubungi layanan pelanggan.',
    },
    KO: {
      title: '결제 비밀번호가 변경되었습니다',
      body: '{{at}}에 계정의 결제 비밀번호가 설정 또는 변경되었습니다. 본인이 아니라면 즉시 비밀번호를 변경하고 고객센터에 문의하세요.',
    },
    JA: {
      title: '支払いパスワードが変更されました',
      body: '{{at}} にお客様のアカウントの支払いパスワードが設定または変更されました。お心当たりがない場合は、すぐにパスワードを変更し、カスタマーサービスにご連絡ください。',
    },
    FIL: {
      title: 'Napalitan ang payment password',
      body: 'Naitakda o napalitan ang payment password ng iyong account noong {{at}}. Kung hindi ikaw ito, palitan agad ang iyong password at makipag-ugnayan sa customer service.',
    },
  },
  NEW_DEVICE_SIGN_IN: {
    EN: {
      title: 'Sign-in from a new device',
      body: 'Your account was signed in on {{device}} (IP {{ip}}) at {{at}}. If this was not you, change your password, sign out the other devices in the security centre and contact customer service.',
    },
    CN: {
      title: '新设备登录提醒',
      body: '您的账户已于 {{at}} 在 {{device}}（IP {{ip}}）登录。如非本人操作，请修改密码，在安全中心退出其他设备并联系客服。',
    },
    TW: {
      title: '新裝置登入提醒',
      body: '您的帳戶已於 {{at}} 在 {{device}}（IP {{ip}}）登入。如非本人操作，請修改密碼，在安全中心登出其他裝置並聯絡客服。',
    },
    TH: {
      title: 'เข้าสู่ระบบจากอุปกรณ์ใหม่',
      body: 'บัญชีของคุณเข้าสู่ระบบบน {{device}} (IP {{ip}}) เมื่อ {{at}} หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่าน ออกจากระบบอุปกรณ์อื่นในศูนย์ความปลอดภัย และติดต่อฝ่ายบริการลูกค้า',
    },
    VI: {
      title: 'Đăng nhập từ thiết bị mới',
      body: 'Tài khoản của bạn đã đăng nhập trên {{device}} (IP {{ip}}) lúc {{at}}. Nếu không phải bạn, hãy đổi mật khẩu, đăng xuất các thiết bị khác trong trung tâm bảo mật và liên hệ chăm sóc khách hàng.',
    },
    ID: {
      title: 'Masuk dari perangkat baru',
      body: 'Akun Anda masuk di {{device}} (IP {{ip}}) pada {{at}}. Jika ini bukan Anda, ganti kata sandi, keluarkan perangkat lain di pusat keamanan, dan hubungi layanan pelanggan.',
    },
    KO: {
      title: '새 기기에서 로그인',
      body: '{{at}}에 {{device}}(IP {{ip}})에서 계정에 로그인했습니다. 본인이 아니라면 비밀번호를 변경하고 보안 센터에서 다른 기기를 로그아웃한 뒤 고객센터에 문의하세요.',
    },
    JA: {
      title: '新しいデバイスからのログイン',
      body: '{{at}} に {{device}}（IP {{ip}}）からお客様のアカウントにログインがありました。お心当たりがない場合は、パスワードを変更し、セキュリティセンターで他のデバイスをログアウトして、カスタマーサービスにご連絡ください。',
    },
    FIL: {
      title: 'Pag-sign in mula sa bagong device',
      body: 'Na-sign in ang iyong account sa {{device}} (IP {{ip}}) noong {{at}}. Kung hindi ikaw ito, palitan ang iyong password, i-sign out ang ibang device sa security centre at makipag-ugnayan sa customer service.',
    },
  },
  WITHDRAWAL_REQUESTED: {
    EN: {
      title: 'Withdrawal requested',
      body: 'A withdrawal of {{amount}} to {{account}} was requested at {{at}} (order {{orderNo}}). If this was not you, change your password and payment password and contact customer service at once.',
    },
    CN: {
      title: '已申请提款',
      body: '您已于 {{at}} 申请提款 {{amount}} 至 {{account}}（订单 {{orderNo}}）。如非本人操作，请立即修改登录密码和支付密码并联系客服。',
    },
    TW: {
      title: '已申請提款',
      body: '您已於 {{at}} 申請提款 {{amount}} 至 {{account}}（訂單 {{orderNo}}）。如非本人操作，請立即修改登入密碼和支付密碼並聯絡客服。',
    },
    TH: {
      title: 'ส่งคำขอถอนเงินแล้ว',
      body: 'มีคำขอถอนเงิน {{amount}} ไปยัง {{account}} เมื่อ {{at}} (คำสั่ง {{orderNo}}) หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านและรหัสชำระเงิน แล้วติดต่อฝ่ายบริการลูกค้าทันที',
    },
    VI: {
      title: 'Đã yêu cầu rút tiền',
      body: 'Yêu cầu rút {{amount}} về {{account}} đã được gửi lúc {{at}} (lệnh {{orderNo}}). Nếu không phải bạn, hãy đổi mật khẩu, mật khẩu thanh toán và liên hệ chăm sóc khách hàng ngay.',
    },
    ID: {
      title: 'Penarikan diajukan',
      body: 'Penarikan {{amount}} ke {{account}} diajukan pada {{at}} (pesanan {{orderNo}}). Jika ini bukan Anda, segera ganti kata sandi dan kata sandi pembayaran, lalu hubungi layanan pelanggan.',
    },
    KO: {
      title: '출금이 신청되었습니다',
      body: '{{at}}에 {{account}}(으)로 {{amount}} 출금이 신청되었습니다(주문 {{orderNo}}). 본인이 아니라면 즉시 비밀번호와 결제 비밀번호를 변경하고 고객센터에 문의하세요.',
    },
    JA: {
      title: '出金が申請されました',
      body: '{{at}} に {{account}} への {{amount}} の出金が申請されました（注文 {{orderNo}}）。お心当たりがない場合は、すぐにパスワードと支払いパスワードを変更し、カスタマーサービスにご連絡ください。',
    },
    FIL: {
      title: 'May hiniling na withdrawal',
      body: 'May hiniling na withdrawal na {{amount}} papunta sa {{account}} noong {{at}} (order {{orderNo}}). Kung hindi ikaw ito, palitan agad ang iyong password at payment password at makipag-ugnayan sa customer service.',
    },
  },
};
