-- The first seed listed two Telegram channels with made-up handles (t.me/lobby_support,
-- t.me/lobby_vip): a player tapping them reached whoever owns those names. A brand lists
-- Telegram only once its operator names a real handle (PUT /ops/system/customer-service); the
-- platform's own live chat stays. Rows an operator wrote with other handles are left alone.
DELETE FROM customer_service_channels
WHERE cs_type = 'TELEGRAM'
  AND path IN ('https://t.me/lobby_support', 'https://t.me/lobby_vip');
