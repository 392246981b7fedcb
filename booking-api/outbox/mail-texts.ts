import { formatDayAndTime } from '../../contract/date-format';
import { contentLocaleOf, type ContentLocale } from '../../contract/localized-text';

/**
 * Every e-mail's words, per language: one table on the server, read with the language the guest
 * booked in or the member chose (members.locale). A locale outside the list reads English. Names,
 * addresses, numbers and links are filled in by the callers; hotel content in a mail is resolved
 * with the same language (domain/hotel-content.ts).
 */
export interface MailTexts {
  hello(name: string): string;
  signUp: { subject: string; body(validHours: number, url: string): string; link: string };
  passwordReset: { subject: string; body(validMinutes: number, url: string): string; link: string };
  alreadyRegistered: { subject: string; body(signIn: string, forgot: string): string; signIn: string; reset: string };
  emailChange: { subject: string; body(validHours: number, url: string): string; link: string };
  emailChangeNotice: { subject: string; body(newEmail: string): string };
  promotionSubscribed: { subject: string; body(url: string): string; link: string };
  lotteryWon: {
    subject(event: string): string;
    body(event: string, entry: string, deadline: string, url: string): string;
    link: string;
  };
  lotteryNotSelected: {
    subject(event: string): string;
    body(event: string, entry: string, url: string): string;
    link: string;
  };
}

const en: MailTexts = {
  hello: (name) => `Hello ${name},`,
  signUp: {
    subject: 'Confirm your membership',
    body: (hours, url) =>
      `Follow this link to confirm your membership (valid for ${hours} hours):\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
    link: 'Confirm your membership',
  },
  passwordReset: {
    subject: 'Reset your password',
    body: (minutes, url) =>
      `Follow this link to choose a new password (valid for ${minutes} minutes):\n${url}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
    link: 'Choose a new password',
  },
  alreadyRegistered: {
    subject: 'You already have an account',
    body: (signIn, forgot) =>
      `Someone tried to sign up with this e-mail address, which already has an account.\nSign in: ${signIn}\nForgot your password? ${forgot}`,
    signIn: 'Sign in',
    reset: 'Reset your password',
  },
  emailChange: {
    subject: 'Confirm your new login e-mail address',
    body: (hours, url) =>
      `Follow this link to make this address your login e-mail (valid for ${hours} hours):\n${url}\n\nUntil then your login e-mail stays as it is. If you did not ask for this, ignore this e-mail.`,
    link: 'Confirm the new address',
  },
  emailChangeNotice: {
    subject: 'Your login e-mail address is about to change',
    body: (newEmail) =>
      `Someone signed in to your account asked to change its login e-mail to ${newEmail}. It changes only when the link sent to that address is followed.\nIf this was not you, change your password now.`,
  },
  promotionSubscribed: {
    subject: 'You will receive our offers',
    body: (url) =>
      `You chose to receive promotional e-mails. Every one of them carries this link to stop them:\n${url}`,
    link: 'Unsubscribe',
  },
  lotteryWon: {
    subject: (event) => `You won: ${event}`,
    body: (event, entry, deadline, url) =>
      `You won the lottery "${event}" (entry ${entry}).\nBook your room by ${deadline}:\n${url}`,
    link: 'Book the won room',
  },
  lotteryNotSelected: {
    subject: (event) => `Lottery result: ${event}`,
    body: (event, entry, url) =>
      `Thank you for entering the lottery "${event}" (entry ${entry}).\nUnfortunately your entry was not selected.\n${url}`,
    link: 'See your entry',
  },
};

const ja: MailTexts = {
  hello: (name) => `${name} 様`,
  signUp: {
    subject: '会員登録の確認',
    body: (hours, url) =>
      `次のリンクから会員登録を確定してください（有効期限：${hours}時間）。\n${url}\n\nお心当たりのない場合は、このメールを破棄してください。`,
    link: '会員登録を確定する',
  },
  passwordReset: {
    subject: 'パスワードの再設定',
    body: (minutes, url) =>
      `次のリンクから新しいパスワードを設定してください（有効期限：${minutes}分）。\n${url}\n\nお心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。`,
    link: '新しいパスワードを設定する',
  },
  alreadyRegistered: {
    subject: 'このメールアドレスは登録済みです',
    body: (signIn, forgot) =>
      `登録済みのこのメールアドレスで、会員登録が試みられました。\nログイン：${signIn}\nパスワードをお忘れの方：${forgot}`,
    signIn: 'ログイン',
    reset: 'パスワードを再設定する',
  },
  emailChange: {
    subject: '新しいログイン用メールアドレスの確認',
    body: (hours, url) =>
      `次のリンクから、このアドレスをログイン用メールアドレスに設定してください（有効期限：${hours}時間）。\n${url}\n\nそれまでは現在のアドレスのままです。お心当たりのない場合は、このメールを破棄してください。`,
    link: '新しいアドレスを確定する',
  },
  emailChangeNotice: {
    subject: 'ログイン用メールアドレスの変更手続きが行われました',
    body: (newEmail) =>
      `お客様のアカウントで、ログイン用メールアドレスを ${newEmail} に変更する手続きが行われました。変更は、そのアドレスに送られたリンクを開いた時点で完了します。\nお心当たりのない場合は、すぐにパスワードを変更してください。`,
  },
  promotionSubscribed: {
    subject: 'お得な情報のメール配信を開始しました',
    body: (url) =>
      `プロモーションメールの受信を選択されました。配信停止は、各メールに記載の次のリンクから行えます。\n${url}`,
    link: '配信を停止する',
  },
  lotteryWon: {
    subject: (event) => `当選のお知らせ：${event}`,
    body: (event, entry, deadline, url) =>
      `抽選「${event}」に当選されました（応募番号 ${entry}）。\n${deadline}までに次のリンクからご予約ください。\n${url}`,
    link: '当選したお部屋を予約する',
  },
  lotteryNotSelected: {
    subject: (event) => `抽選結果のお知らせ：${event}`,
    body: (event, entry, url) =>
      `抽選「${event}」にご応募いただきありがとうございました（応募番号 ${entry}）。\n誠に残念ながら、今回は落選となりました。\n${url}`,
    link: '応募内容を見る',
  },
};

const ko: MailTexts = {
  hello: (name) => `${name} 님, 안녕하세요.`,
  signUp: {
    subject: '회원 가입 확인',
    body: (hours, url) =>
      `아래 링크에서 회원 가입을 완료해 주십시오 (유효 시간: ${hours}시간).\n${url}\n\n가입하신 적이 없다면 이 메일을 무시해 주십시오.`,
    link: '회원 가입 완료하기',
  },
  passwordReset: {
    subject: '비밀번호 재설정',
    body: (minutes, url) =>
      `아래 링크에서 새 비밀번호를 설정해 주십시오 (유효 시간: ${minutes}분).\n${url}\n\n요청하신 적이 없다면 이 메일을 무시해 주십시오. 비밀번호는 변경되지 않습니다.`,
    link: '새 비밀번호 설정하기',
  },
  alreadyRegistered: {
    subject: '이미 가입된 계정이 있습니다',
    body: (signIn, forgot) =>
      `이미 계정이 있는 이 이메일 주소로 회원 가입이 시도되었습니다.\n로그인: ${signIn}\n비밀번호를 잊으셨나요? ${forgot}`,
    signIn: '로그인',
    reset: '비밀번호 재설정',
  },
  emailChange: {
    subject: '새 로그인 이메일 주소 확인',
    body: (hours, url) =>
      `아래 링크에서 이 주소를 로그인 이메일로 설정해 주십시오 (유효 시간: ${hours}시간).\n${url}\n\n그때까지는 현재 로그인 이메일이 유지됩니다. 요청하신 적이 없다면 이 메일을 무시해 주십시오.`,
    link: '새 주소 확인하기',
  },
  emailChangeNotice: {
    subject: '로그인 이메일 주소 변경이 요청되었습니다',
    body: (newEmail) =>
      `회원님의 계정에서 로그인 이메일을 ${newEmail}(으)로 변경하는 요청이 있었습니다. 해당 주소로 보낸 링크를 열어야 변경됩니다.\n본인이 요청하지 않았다면 지금 비밀번호를 변경해 주십시오.`,
  },
  promotionSubscribed: {
    subject: '프로모션 메일 수신을 시작합니다',
    body: (url) =>
      `프로모션 메일 수신을 선택하셨습니다. 모든 메일에 있는 아래 링크에서 수신을 중단하실 수 있습니다.\n${url}`,
    link: '수신 거부',
  },
  lotteryWon: {
    subject: (event) => `당첨 안내: ${event}`,
    body: (event, entry, deadline, url) =>
      `추첨 "${event}"에 당첨되셨습니다 (응모 번호 ${entry}).\n${deadline}까지 아래 링크에서 객실을 예약해 주십시오.\n${url}`,
    link: '당첨 객실 예약하기',
  },
  lotteryNotSelected: {
    subject: (event) => `추첨 결과: ${event}`,
    body: (event, entry, url) =>
      `추첨 "${event}"에 응모해 주셔서 감사합니다 (응모 번호 ${entry}).\n아쉽게도 이번에는 당첨되지 않으셨습니다.\n${url}`,
    link: '응모 내역 보기',
  },
};

const zh_Hans: MailTexts = {
  hello: (name) => `${name}，您好：`,
  signUp: {
    subject: '确认您的会员注册',
    body: (hours, url) =>
      `请点击以下链接完成会员注册（${hours}小时内有效）：\n${url}\n\n如果您没有注册，请忽略此邮件。`,
    link: '完成会员注册',
  },
  passwordReset: {
    subject: '重置密码',
    body: (minutes, url) =>
      `请点击以下链接设置新密码（${minutes}分钟内有效）：\n${url}\n\n如果不是您本人的请求，请忽略此邮件，您的密码不会改变。`,
    link: '设置新密码',
  },
  alreadyRegistered: {
    subject: '您已有账户',
    body: (signIn, forgot) => `有人尝试使用此电子邮箱注册，但该邮箱已有账户。\n登录：${signIn}\n忘记密码？${forgot}`,
    signIn: '登录',
    reset: '重置密码',
  },
  emailChange: {
    subject: '确认新的登录邮箱',
    body: (hours, url) =>
      `请点击以下链接，将此地址设为您的登录邮箱（${hours}小时内有效）：\n${url}\n\n在此之前，您的登录邮箱保持不变。如果不是您本人的请求，请忽略此邮件。`,
    link: '确认新地址',
  },
  emailChangeNotice: {
    subject: '您的登录邮箱即将更改',
    body: (newEmail) =>
      `有人登录您的账户，申请将登录邮箱更改为 ${newEmail}。只有打开发送到该地址的链接后才会更改。\n如果不是您本人操作，请立即修改密码。`,
  },
  promotionSubscribed: {
    subject: '您将收到我们的优惠信息',
    body: (url) => `您已选择接收推广邮件。每封邮件都附有以下退订链接：\n${url}`,
    link: '退订',
  },
  lotteryWon: {
    subject: (event) => `中签通知：${event}`,
    body: (event, entry, deadline, url) =>
      `恭喜您在抽签"${event}"中中签（报名编号 ${entry}）。\n请在${deadline}之前通过以下链接预订客房：\n${url}`,
    link: '预订中签客房',
  },
  lotteryNotSelected: {
    subject: (event) => `抽签结果：${event}`,
    body: (event, entry, url) => `感谢您参加抽签"${event}"（报名编号 ${entry}）。\n很遗憾，您此次未中签。\n${url}`,
    link: '查看报名',
  },
};

const zh_Hant: MailTexts = {
  hello: (name) => `${name}，您好：`,
  signUp: {
    subject: '確認您的會員註冊',
    body: (hours, url) =>
      `請點選以下連結完成會員註冊（${hours}小時內有效）：\n${url}\n\n如果您沒有註冊，請忽略此郵件。`,
    link: '完成會員註冊',
  },
  passwordReset: {
    subject: '重設密碼',
    body: (minutes, url) =>
      `請點選以下連結設定新密碼（${minutes}分鐘內有效）：\n${url}\n\n如果不是您本人的要求，請忽略此郵件，您的密碼不會變更。`,
    link: '設定新密碼',
  },
  alreadyRegistered: {
    subject: '您已有帳戶',
    body: (signIn, forgot) =>
      `有人嘗試使用此電子郵件地址註冊，但該地址已有帳戶。\n登入：${signIn}\n忘記密碼？${forgot}`,
    signIn: '登入',
    reset: '重設密碼',
  },
  emailChange: {
    subject: '確認新的登入電子郵件',
    body: (hours, url) =>
      `請點選以下連結，將此地址設為您的登入電子郵件（${hours}小時內有效）：\n${url}\n\n在此之前，您的登入電子郵件維持不變。如果不是您本人的要求，請忽略此郵件。`,
    link: '確認新地址',
  },
  emailChangeNotice: {
    subject: '您的登入電子郵件即將變更',
    body: (newEmail) =>
      `有人登入您的帳戶，申請將登入電子郵件變更為 ${newEmail}。只有開啟寄到該地址的連結後才會變更。\n如果不是您本人操作，請立即變更密碼。`,
  },
  promotionSubscribed: {
    subject: '您將收到我們的優惠資訊',
    body: (url) => `您已選擇接收促銷郵件。每封郵件都附有以下取消訂閱連結：\n${url}`,
    link: '取消訂閱',
  },
  lotteryWon: {
    subject: (event) => `中籤通知：${event}`,
    body: (event, entry, deadline, url) =>
      `恭喜您在抽籤「${event}」中中籤（報名編號 ${entry}）。\n請於${deadline}之前透過以下連結預訂客房：\n${url}`,
    link: '預訂中籤客房',
  },
  lotteryNotSelected: {
    subject: (event) => `抽籤結果：${event}`,
    body: (event, entry, url) => `感謝您參加抽籤「${event}」（報名編號 ${entry}）。\n很遺憾，您此次未中籤。\n${url}`,
    link: '查看報名',
  },
};

const id: MailTexts = {
  hello: (name) => `Halo ${name},`,
  signUp: {
    subject: 'Konfirmasi keanggotaan Anda',
    body: (hours, url) =>
      `Buka tautan ini untuk mengonfirmasi keanggotaan Anda (berlaku ${hours} jam):\n${url}\n\nJika Anda tidak mendaftar, abaikan e-mail ini.`,
    link: 'Konfirmasi keanggotaan',
  },
  passwordReset: {
    subject: 'Atur ulang kata sandi Anda',
    body: (minutes, url) =>
      `Buka tautan ini untuk membuat kata sandi baru (berlaku ${minutes} menit):\n${url}\n\nJika Anda tidak memintanya, abaikan e-mail ini; kata sandi Anda tetap sama.`,
    link: 'Buat kata sandi baru',
  },
  alreadyRegistered: {
    subject: 'Anda sudah memiliki akun',
    body: (signIn, forgot) =>
      `Seseorang mencoba mendaftar dengan alamat e-mail ini, yang sudah memiliki akun.\nMasuk: ${signIn}\nLupa kata sandi? ${forgot}`,
    signIn: 'Masuk',
    reset: 'Atur ulang kata sandi',
  },
  emailChange: {
    subject: 'Konfirmasi alamat e-mail login baru Anda',
    body: (hours, url) =>
      `Buka tautan ini untuk menjadikan alamat ini e-mail login Anda (berlaku ${hours} jam):\n${url}\n\nSampai saat itu e-mail login Anda tetap sama. Jika Anda tidak memintanya, abaikan e-mail ini.`,
    link: 'Konfirmasi alamat baru',
  },
  emailChangeNotice: {
    subject: 'Alamat e-mail login Anda akan berubah',
    body: (newEmail) =>
      `Seseorang yang masuk ke akun Anda meminta untuk mengubah e-mail login menjadi ${newEmail}. Perubahan hanya terjadi setelah tautan yang dikirim ke alamat itu dibuka.\nJika ini bukan Anda, segera ubah kata sandi Anda.`,
  },
  promotionSubscribed: {
    subject: 'Anda akan menerima penawaran kami',
    body: (url) =>
      `Anda memilih untuk menerima e-mail promosi. Setiap e-mail memuat tautan ini untuk berhenti berlangganan:\n${url}`,
    link: 'Berhenti berlangganan',
  },
  lotteryWon: {
    subject: (event) => `Anda menang: ${event}`,
    body: (event, entry, deadline, url) =>
      `Anda memenangkan undian "${event}" (nomor pendaftaran ${entry}).\nPesan kamar Anda sebelum ${deadline}:\n${url}`,
    link: 'Pesan kamar yang dimenangkan',
  },
  lotteryNotSelected: {
    subject: (event) => `Hasil undian: ${event}`,
    body: (event, entry, url) =>
      `Terima kasih telah mengikuti undian "${event}" (nomor pendaftaran ${entry}).\nSayangnya pendaftaran Anda tidak terpilih.\n${url}`,
    link: 'Lihat pendaftaran Anda',
  },
};

const th: MailTexts = {
  hello: (name) => `เรียน คุณ${name}`,
  signUp: {
    subject: 'ยืนยันการสมัครสมาชิก',
    body: (hours, url) =>
      `โปรดเปิดลิงก์นี้เพื่อยืนยันการสมัครสมาชิก (ใช้ได้ ${hours} ชั่วโมง):\n${url}\n\nหากคุณไม่ได้สมัคร โปรดเพิกเฉยต่ออีเมลนี้`,
    link: 'ยืนยันการสมัครสมาชิก',
  },
  passwordReset: {
    subject: 'ตั้งรหัสผ่านใหม่',
    body: (minutes, url) =>
      `โปรดเปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ ${minutes} นาที):\n${url}\n\nหากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง`,
    link: 'ตั้งรหัสผ่านใหม่',
  },
  alreadyRegistered: {
    subject: 'คุณมีบัญชีอยู่แล้ว',
    body: (signIn, forgot) => `มีผู้พยายามสมัครสมาชิกด้วยอีเมลนี้ซึ่งมีบัญชีอยู่แล้ว\nเข้าสู่ระบบ: ${signIn}\nลืมรหัสผ่าน? ${forgot}`,
    signIn: 'เข้าสู่ระบบ',
    reset: 'ตั้งรหัสผ่านใหม่',
  },
  emailChange: {
    subject: 'ยืนยันอีเมลสำหรับเข้าสู่ระบบใหม่',
    body: (hours, url) =>
      `โปรดเปิดลิงก์นี้เพื่อใช้ที่อยู่นี้เป็นอีเมลสำหรับเข้าสู่ระบบ (ใช้ได้ ${hours} ชั่วโมง):\n${url}\n\nระหว่างนี้อีเมลสำหรับเข้าสู่ระบบของคุณยังคงเดิม หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้`,
    link: 'ยืนยันที่อยู่ใหม่',
  },
  emailChangeNotice: {
    subject: 'อีเมลสำหรับเข้าสู่ระบบของคุณกำลังจะเปลี่ยน',
    body: (newEmail) =>
      `มีผู้เข้าสู่บัญชีของคุณและขอเปลี่ยนอีเมลสำหรับเข้าสู่ระบบเป็น ${newEmail} ซึ่งจะเปลี่ยนก็ต่อเมื่อเปิดลิงก์ที่ส่งไปยังที่อยู่นั้นแล้วเท่านั้น\nหากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที`,
  },
  promotionSubscribed: {
    subject: 'คุณจะได้รับข้อเสนอพิเศษจากเรา',
    body: (url) => `คุณเลือกรับอีเมลโปรโมชัน ทุกฉบับมีลิงก์นี้สำหรับยกเลิกการรับ:\n${url}`,
    link: 'ยกเลิกการรับอีเมล',
  },
  lotteryWon: {
    subject: (event) => `คุณได้รับรางวัล: ${event}`,
    body: (event, entry, deadline, url) =>
      `คุณได้รับสิทธิ์จากการจับฉลาก "${event}" (หมายเลขการสมัคร ${entry})\nโปรดจองห้องพักภายใน ${deadline}:\n${url}`,
    link: 'จองห้องพักที่ได้รับสิทธิ์',
  },
  lotteryNotSelected: {
    subject: (event) => `ผลการจับฉลาก: ${event}`,
    body: (event, entry, url) =>
      `ขอบคุณที่ร่วมการจับฉลาก "${event}" (หมายเลขการสมัคร ${entry})\nเสียใจด้วย การสมัครของคุณไม่ได้รับเลือกในครั้งนี้\n${url}`,
    link: 'ดูการสมัครของคุณ',
  },
};

const ar: MailTexts = {
  hello: (name) => `مرحبًا ${name}،`,
  signUp: {
    subject: 'أكِّد عضويتك',
    body: (hours, url) =>
      `افتح هذا الرابط لتأكيد عضويتك (صالح لمدة ${hours} ساعة):\n${url}\n\nإذا لم تقم بالتسجيل، فتجاهل هذه الرسالة.`,
    link: 'تأكيد العضوية',
  },
  passwordReset: {
    subject: 'إعادة تعيين كلمة المرور',
    body: (minutes, url) =>
      `افتح هذا الرابط لاختيار كلمة مرور جديدة (صالح لمدة ${minutes} دقيقة):\n${url}\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.`,
    link: 'اختيار كلمة مرور جديدة',
  },
  alreadyRegistered: {
    subject: 'لديك حساب بالفعل',
    body: (signIn, forgot) =>
      `حاول شخص ما التسجيل بعنوان البريد الإلكتروني هذا، وهو مرتبط بحساب موجود.\nتسجيل الدخول: ${signIn}\nهل نسيت كلمة المرور؟ ${forgot}`,
    signIn: 'تسجيل الدخول',
    reset: 'إعادة تعيين كلمة المرور',
  },
  emailChange: {
    subject: 'أكِّد عنوان البريد الإلكتروني الجديد لتسجيل الدخول',
    body: (hours, url) =>
      `افتح هذا الرابط لجعل هذا العنوان بريدك الإلكتروني لتسجيل الدخول (صالح لمدة ${hours} ساعة):\n${url}\n\nحتى ذلك الحين يبقى بريد تسجيل الدخول كما هو. إذا لم تطلب ذلك، فتجاهل هذه الرسالة.`,
    link: 'تأكيد العنوان الجديد',
  },
  emailChangeNotice: {
    subject: 'عنوان البريد الإلكتروني لتسجيل الدخول على وشك التغيير',
    body: (newEmail) =>
      `طلب شخص مسجَّل الدخول إلى حسابك تغيير بريد تسجيل الدخول إلى ${newEmail}. لن يتغير إلا بعد فتح الرابط المرسل إلى ذلك العنوان.\nإذا لم تكن أنت، فغيِّر كلمة المرور الآن.`,
  },
  promotionSubscribed: {
    subject: 'ستصلك عروضنا',
    body: (url) => `اخترت تلقي الرسائل الترويجية. تحمل كل رسالة منها هذا الرابط لإيقافها:\n${url}`,
    link: 'إلغاء الاشتراك',
  },
  lotteryWon: {
    subject: (event) => `لقد فزت: ${event}`,
    body: (event, entry, deadline, url) =>
      `لقد فزت في سحب "${event}" (رقم المشاركة ${entry}).\nاحجز غرفتك قبل ${deadline}:\n${url}`,
    link: 'احجز الغرفة الفائزة',
  },
  lotteryNotSelected: {
    subject: (event) => `نتيجة السحب: ${event}`,
    body: (event, entry, url) =>
      `شكرًا لمشاركتك في سحب "${event}" (رقم المشاركة ${entry}).\nللأسف لم يقع الاختيار على مشاركتك.\n${url}`,
    link: 'عرض مشاركتك',
  },
};

export const MAIL_TEXTS: Readonly<Record<ContentLocale, MailTexts>> = { en, ja, ko, zh_Hans, zh_Hant, id, th, ar };

/** The e-mail words for a reader of `locale` (a locale or a tag); English for none or one outside the list. */
export function mailTextsFor(locale: string | null | undefined): MailTexts {
  return MAIL_TEXTS[contentLocaleOf(locale) ?? 'en'];
}

/**
 * A moment as a mail in `locale` writes it, by the widget's rules (contract/date-format.ts, never ISO):
 * the date and the 24-hour time in the hotel's time zone, with the zone named, e.g.
 * "Mar 12, 2026, 18:00 GMT+9" or "2026年3月12日 18:00 JST".
 */
export function formatMailMoment(moment: Date, locale: string | null | undefined, timeZone: string): string {
  return formatDayAndTime(moment, contentLocaleOf(locale) ?? 'en', timeZone, { withYear: true, withZone: true });
}
