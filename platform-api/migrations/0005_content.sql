-- Announcements, banners, promotions, help, customer service, downloads.
CREATE TABLE announcements (
  id          serial PRIMARY KEY,
  type        text NOT NULL CHECK (type IN ('A', 'PL', 'B', 'PU', 'PR')),
  title       text NOT NULL,
  content     text NOT NULL,
  group_name  text,
  language    text,
  start_date  date NOT NULL,
  end_date    date,
  no_expiry   boolean NOT NULL DEFAULT false,
  image_urls  text[] NOT NULL DEFAULT '{}',
  promo_category_ids integer[] NOT NULL DEFAULT '{}',
  sort_order  integer NOT NULL DEFAULT 0,
  UNIQUE (type, title)
);
CREATE INDEX announcements_type_idx ON announcements (type, sort_order);

CREATE TABLE announcement_reads (
  member_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, announcement_id)
);

CREATE TABLE banners (
  id         serial PRIMARY KEY,
  group_name text NOT NULL,
  title      text NOT NULL,
  link       text NOT NULL,
  width      integer NOT NULL CHECK (width > 0),
  height     integer NOT NULL CHECK (height > 0),
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (group_name, title)
);
CREATE INDEX banners_group_idx ON banners (group_name, sort_order);

CREATE TABLE promotion_categories (
  id         serial PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE promotions (
  id           serial PRIMARY KEY,
  title        text NOT NULL UNIQUE,
  content      text NOT NULL,
  start_date   date NOT NULL,
  end_date     date,
  no_expiry    boolean NOT NULL DEFAULT false,
  category_ids integer[] NOT NULL DEFAULT '{}',
  sort_order   integer NOT NULL DEFAULT 0
);

CREATE TABLE help_articles (
  id         serial PRIMARY KEY,
  device     text NOT NULL CHECK (device IN ('MOBILE', 'PC')),
  language   text NOT NULL,
  title      text NOT NULL,
  content    text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (device, language, title)
);

CREATE TABLE customer_service_channels (
  id         serial PRIMARY KEY,
  cs_type    text NOT NULL CHECK (cs_type IN ('LIVECHAT', 'TELEGRAM')),
  title      text NOT NULL UNIQUE,
  path       text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE download_links (
  resource_type text PRIMARY KEY CHECK (resource_type IN ('IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon')),
  url           text NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0
);
