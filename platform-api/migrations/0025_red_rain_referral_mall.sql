-- Red envelope rain, friend referral and the points mall (issue 14).

-- ---- Red rain -------------------------------------------------------------------------------
-- The operator's schedule (one row): a round every `every_minutes` minutes counted from the UTC
-- epoch, open `duration_seconds`, with a prize budget and the size of one envelope.
CREATE TABLE red_rain_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT true,
  every_minutes integer NOT NULL CHECK (every_minutes BETWEEN 1 AND 1440),
  duration_seconds integer NOT NULL CHECK (duration_seconds BETWEEN 10 AND 3600),
  budget_minor bigint NOT NULL CHECK (budget_minor > 0),
  min_grab_minor bigint NOT NULL CHECK (min_grab_minor > 0),
  max_grab_minor bigint NOT NULL,
  CHECK (max_grab_minor >= min_grab_minor AND budget_minor >= min_grab_minor)
);
INSERT INTO red_rain_settings (every_minutes, duration_seconds, budget_minor, min_grab_minor,
  max_grab_minor) VALUES (60, 60, 100000, 100, 8800);

-- A round: stored when the schedule's round is first met, or when an operator creates one.
-- paid_minor never exceeds the budget (grabs lock the round row and the CHECK backs it up).
CREATE TABLE red_rain_rounds (
  id serial PRIMARY KEY,
  starts_at timestamptz NOT NULL UNIQUE,
  ends_at timestamptz NOT NULL,
  budget_minor bigint NOT NULL CHECK (budget_minor > 0),
  min_grab_minor bigint NOT NULL CHECK (min_grab_minor > 0),
  max_grab_minor bigint NOT NULL,
  paid_minor bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0 AND paid_minor <= budget_minor),
  grab_count integer NOT NULL DEFAULT 0,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at),
  CHECK (max_grab_minor >= min_grab_minor)
);

-- One grab per member per round.
CREATE TABLE red_rain_grabs (
  id bigserial PRIMARY KEY,
  round_id integer NOT NULL REFERENCES red_rain_rounds (id),
  member_id integer NOT NULL REFERENCES members (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  grabbed_at timestamptz NOT NULL,
  UNIQUE (round_id, member_id)
);
CREATE INDEX red_rain_grabs_member_idx ON red_rain_grabs (member_id, id DESC);

-- The rate limit of grab calls: the time of a member's latest admitted try.
CREATE TABLE red_rain_tries (
  member_id integer PRIMARY KEY REFERENCES members (id),
  last_try_at timestamptz NOT NULL
);

-- ---- Friend referral -------------------------------------------------------------------------
-- The operator's rule (one row): the reward for an invited friend's first deposit.
CREATE TABLE referral_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT true,
  reward_minor bigint NOT NULL CHECK (reward_minor > 0),
  min_deposit_minor bigint NOT NULL DEFAULT 0 CHECK (min_deposit_minor >= 0)
);
INSERT INTO referral_settings (reward_minor, min_deposit_minor) VALUES (2000, 10000);

-- A friend who registered with a member's invitation code; the reward is paid once.
CREATE TABLE referrals (
  friend_id integer PRIMARY KEY REFERENCES members (id),
  inviter_id integer NOT NULL REFERENCES members (id),
  registered_at timestamptz NOT NULL,
  first_deposit_order text,
  first_deposit_minor bigint,
  reward_minor bigint,
  rewarded_at timestamptz,
  CHECK (friend_id <> inviter_id)
);
CREATE INDEX referrals_inviter_idx ON referrals (inviter_id, registered_at DESC);

-- ---- Points mall -----------------------------------------------------------------------------
-- The operator's rate (one row): one point per `stake_minor_per_point` of settled stakes.
CREATE TABLE points_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  stake_minor_per_point bigint NOT NULL CHECK (stake_minor_per_point > 0)
);
INSERT INTO points_settings (stake_minor_per_point) VALUES (1000);

-- A member's points: the balance and how much of the settled stakes has been counted.
CREATE TABLE points_accounts (
  member_id integer PRIMARY KEY REFERENCES members (id),
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  counted_stake_minor bigint NOT NULL DEFAULT 0,
  stake_remainder_minor bigint NOT NULL DEFAULT 0
);

-- The points ledger, append-only like the money book.
CREATE TABLE points_entries (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('EARN', 'REDEEM', 'REFUND', 'ADJUST')),
  points integer NOT NULL CHECK (points <> 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  reference text NOT NULL UNIQUE,
  memo text,
  created_at timestamptz NOT NULL
);
CREATE INDEX points_entries_member_idx ON points_entries (member_id, id DESC);
CREATE TRIGGER points_entries_no_update BEFORE UPDATE OR DELETE ON points_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- The catalogue: names and descriptions per language code (EN is the fallback).
CREATE TABLE mall_items (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('BONUS', 'PHYSICAL')),
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  points_cost integer NOT NULL CHECK (points_cost > 0),
  bonus_minor bigint CHECK (bonus_minor IS NULL OR bonus_minor > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL,
  CHECK ((kind = 'BONUS') = (bonus_minor IS NOT NULL))
);

CREATE TABLE mall_orders (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members (id),
  item_id integer NOT NULL REFERENCES mall_items (id),
  points integer NOT NULL CHECK (points > 0),
  status text NOT NULL CHECK (status IN ('PENDING', 'SHIPPED', 'DELIVERED', 'COMPLETED',
    'CANCELLED')),
  recipient text,
  phone text,
  address text,
  request_id text,
  note text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX mall_orders_member_idx ON mall_orders (member_id, id DESC);

INSERT INTO mall_items (kind, names, descriptions, points_cost, bonus_minor, stock, sort_order)
VALUES
  ('BONUS',
   '{"EN":"Bonus cash 10","CN":"奖金 10 元","TW":"獎金 10 元","TH":"โบนัสเงินสด 10","VI":"Tiền thưởng 10","ID":"Bonus tunai 10","KO":"보너스 캐시 10","JA":"ボーナスキャッシュ 10","FIL":"Bonus na pera 10"}',
   '{"EN":"10.00 added to your wallet at once.","CN":"立即存入钱包 10.00。","TW":"立即存入錢包 10.00。","TH":"เพิ่ม 10.00 เข้ากระเป๋าเงินทันที","VI":"Cộng ngay 10.00 vào ví.","ID":"10.00 langsung masuk ke dompet Anda.","KO":"지갑에 10.00이 바로 추가됩니다.","JA":"ウォレットに 10.00 をすぐに追加。","FIL":"Agad na idadagdag ang 10.00 sa iyong wallet."}',
   100, 1000, 1000, 1),
  ('BONUS',
   '{"EN":"Bonus cash 58","CN":"奖金 58 元","TW":"獎金 58 元","TH":"โบนัสเงินสด 58","VI":"Tiền thưởng 58","ID":"Bonus tunai 58","KO":"보너스 캐시 58","JA":"ボーナスキャッシュ 58","FIL":"Bonus na pera 58"}',
   '{"EN":"58.00 added to your wallet at once.","CN":"立即存入钱包 58.00。","TW":"立即存入錢包 58.00。","TH":"เพิ่ม 58.00 เข้ากระเป๋าเงินทันที","VI":"Cộng ngay 58.00 vào ví.","ID":"58.00 langsung masuk ke dompet Anda.","KO":"지갑에 58.00이 바로 추가됩니다.","JA":"ウォレットに 58.00 をすぐに追加。","FIL":"Agad na idadagdag ang 58.00 sa iyong wallet."}',
   500, 5800, 200, 2),
  ('PHYSICAL',
   '{"EN":"Wireless earbuds","CN":"无线耳机","TW":"無線耳機","TH":"หูฟังไร้สาย","VI":"Tai nghe không dây","ID":"Earbud nirkabel","KO":"무선 이어폰","JA":"ワイヤレスイヤホン","FIL":"Wireless na earbuds"}',
   '{"EN":"Delivered to your address within 14 days.","CN":"14 天内寄送到您的地址。","TW":"14 天內寄送到您的地址。","TH":"จัดส่งถึงที่อยู่ของคุณภายใน 14 วัน","VI":"Giao đến địa chỉ của bạn trong 14 ngày.","ID":"Dikirim ke alamat Anda dalam 14 hari.","KO":"14일 이내에 주소로 배송됩니다.","JA":"14 日以内にご住所へお届けします。","FIL":"Ihahatid sa iyong address sa loob ng 14 na araw."}',
   3000, NULL, 20, 3),
  ('PHYSICAL',
   '{"EN":"Smartphone","CN":"智能手机","TW":"智慧型手機","TH":"สมาร์ทโฟน","VI":"Điện thoại thông minh","ID":"Ponsel pintar","KO":"스마트폰","JA":"スマートフォン","FIL":"Smartphone"}',
   '{"EN":"Delivered to your address within 14 days.","CN":"14 天内寄送到您的地址。","TW":"14 天內寄送到您的地址。","TH":"จัดส่งถึงที่อยู่ของคุณภายใน 14 วัน","VI":"Giao đến địa chỉ của bạn trong 14 ngày.","ID":"Dikirim ke alamat Anda dalam 14 hari.","KO":"14일 이내에 주소로 배송됩니다.","JA":"14 日以内にご住所へお届けします。","FIL":"Ihahatid sa iyong address sa loob ng 14 na araw."}',
   20000, NULL, 2, 4);
