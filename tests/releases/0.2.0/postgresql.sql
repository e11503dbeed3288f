--
-- PostgreSQL database dump
--

\restrict hsOnxvENkCLy8wdr4bCMnG5udw7OOs3KvdMxRvcVjuYI9cP9BwSfsaQrg34EvkH

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: Draw; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."Draw" (
    id text NOT NULL COLLATE pg_catalog."C",
    slug text NOT NULL COLLATE pg_catalog."C",
    title text NOT NULL COLLATE pg_catalog."C",
    "organizerPasswordHash" text NOT NULL COLLATE pg_catalog."C",
    "budgetCents" integer,
    currency text DEFAULT 'EUR'::text NOT NULL COLLATE pg_catalog."C",
    "eventDate" text COLLATE pg_catalog."C",
    note text COLLATE pg_catalog."C",
    "avoidLastYear" boolean DEFAULT false NOT NULL,
    round integer DEFAULT 0 NOT NULL,
    "drawnAt" timestamp(3) without time zone,
    version integer DEFAULT 0 NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);


--
-- Name: DrawExclusion; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."DrawExclusion" (
    "drawId" text NOT NULL COLLATE pg_catalog."C",
    "aId" text NOT NULL COLLATE pg_catalog."C",
    "bId" text NOT NULL COLLATE pg_catalog."C",
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);


--
-- Name: DrawMailSubscription; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."DrawMailSubscription" (
    id text NOT NULL COLLATE pg_catalog."C",
    "participantId" text NOT NULL COLLATE pg_catalog."C",
    "addressId" text COLLATE pg_catalog."C",
    locale text NOT NULL COLLATE pg_catalog."C",
    "unsubscribeToken" text NOT NULL COLLATE pg_catalog."C",
    "confirmedAt" timestamp(3) without time zone,
    "confirmTokenHash" text COLLATE pg_catalog."C",
    "linkRound" integer,
    "remindedAt" timestamp(3) without time zone,
    "lastUsedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);


--
-- Name: DrawParticipant; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."DrawParticipant" (
    id text NOT NULL COLLATE pg_catalog."C",
    "drawId" text NOT NULL COLLATE pg_catalog."C",
    name text NOT NULL COLLATE pg_catalog."C",
    "nameKey" text NOT NULL COLLATE pg_catalog."C",
    "passwordHash" text COLLATE pg_catalog."C",
    "listSlug" text COLLATE pg_catalog."C",
    "givesToId" text COLLATE pg_catalog."C",
    "lastYearGivesToId" text COLLATE pg_catalog."C",
    "joinedAt" timestamp(3) without time zone,
    "lookedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);


--
-- Name: DrawToken; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."DrawToken" (
    "tokenHash" text NOT NULL COLLATE pg_catalog."C",
    "drawId" text NOT NULL COLLATE pg_catalog."C",
    "participantId" text COLLATE pg_catalog."C",
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);


--
-- Name: EditToken; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."EditToken" (
    "tokenHash" text NOT NULL COLLATE pg_catalog."C",
    "listId" text NOT NULL COLLATE pg_catalog."C",
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);


--
-- Name: Item; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."Item" (
    id text NOT NULL COLLATE pg_catalog."C",
    "listId" text NOT NULL COLLATE pg_catalog."C",
    title text NOT NULL COLLATE pg_catalog."C",
    url text COLLATE pg_catalog."C",
    "imageUrl" text COLLATE pg_catalog."C",
    "priceCents" integer,
    "priceText" text COLLATE pg_catalog."C",
    note text COLLATE pg_catalog."C",
    "position" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    quantity integer DEFAULT 1 NOT NULL,
    "pictureProblem" text COLLATE pg_catalog."C",
    section text COLLATE pg_catalog."C",
    "mostWanted" boolean DEFAULT false NOT NULL,
    "groupGift" boolean DEFAULT false NOT NULL,
    received boolean DEFAULT false NOT NULL
);


--
-- Name: List; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."List" (
    id text NOT NULL COLLATE pg_catalog."C",
    slug text NOT NULL COLLATE pg_catalog."C",
    title text NOT NULL COLLATE pg_catalog."C",
    "ownerPasswordHash" text NOT NULL COLLATE pg_catalog."C",
    "themeColor" text DEFAULT '#111827'::text NOT NULL COLLATE pg_catalog."C",
    "fontKey" text DEFAULT 'system'::text NOT NULL COLLATE pg_catalog."C",
    "bgTheme" text DEFAULT 'plain'::text NOT NULL COLLATE pg_catalog."C",
    "eventDate" text COLLATE pg_catalog."C",
    "eventLocation" text COLLATE pg_catalog."C",
    "eventNote" text COLLATE pg_catalog."C",
    "requireName" boolean DEFAULT true NOT NULL,
    "identityMode" text DEFAULT 'name'::text NOT NULL COLLATE pg_catalog."C",
    occasion text DEFAULT 'neutral'::text NOT NULL COLLATE pg_catalog."C",
    "iconPackKey" text COLLATE pg_catalog."C",
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    version integer DEFAULT 0 NOT NULL,
    currency text DEFAULT 'EUR'::text NOT NULL COLLATE pg_catalog."C",
    surprise boolean DEFAULT true NOT NULL,
    closed boolean DEFAULT false NOT NULL
);


--
-- Name: MailAddress; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."MailAddress" (
    id text NOT NULL COLLATE pg_catalog."C",
    "addressKey" text NOT NULL COLLATE pg_catalog."C",
    address text NOT NULL COLLATE pg_catalog."C",
    "confirmedAt" timestamp(3) without time zone,
    "confirmTokenHash" text COLLATE pg_catalog."C",
    "lastUsedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);


--
-- Name: MailOutbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."MailOutbox" (
    id text NOT NULL COLLATE pg_catalog."C",
    kind text NOT NULL COLLATE pg_catalog."C",
    "addressId" text NOT NULL COLLATE pg_catalog."C",
    "subscriptionId" text COLLATE pg_catalog."C",
    locale text NOT NULL COLLATE pg_catalog."C",
    payload text NOT NULL COLLATE pg_catalog."C",
    "dueAt" timestamp(3) without time zone NOT NULL,
    "claimedUntil" timestamp(3) without time zone,
    attempts integer DEFAULT 0 NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);


--
-- Name: MailSubscription; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."MailSubscription" (
    id text NOT NULL COLLATE pg_catalog."C",
    "addressId" text NOT NULL COLLATE pg_catalog."C",
    "listId" text NOT NULL COLLATE pg_catalog."C",
    kind text NOT NULL COLLATE pg_catalog."C",
    locale text NOT NULL COLLATE pg_catalog."C",
    "unsubscribeToken" text NOT NULL COLLATE pg_catalog."C",
    "lastUsedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);


--
-- Name: Picture; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."Picture" (
    id text NOT NULL COLLATE pg_catalog."C",
    "itemId" text NOT NULL COLLATE pg_catalog."C",
    large bytea NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    card bytea NOT NULL,
    "cardWidth" integer NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);


--
-- Name: Pledge; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."Pledge" (
    id text NOT NULL COLLATE pg_catalog."C",
    "itemId" text NOT NULL COLLATE pg_catalog."C",
    "amountCents" integer NOT NULL,
    "pledgedBy" text COLLATE pg_catalog."C",
    "passwordHash" text NOT NULL COLLATE pg_catalog."C",
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "watcherId" text COLLATE pg_catalog."C"
);


--
-- Name: RateLimit; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."RateLimit" (
    bucket text NOT NULL COLLATE pg_catalog."C",
    key text NOT NULL COLLATE pg_catalog."C",
    hits text NOT NULL COLLATE pg_catalog."C",
    "expiresAt" bigint NOT NULL
);


--
-- Name: Reservation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public."Reservation" (
    id text NOT NULL COLLATE pg_catalog."C",
    "itemId" text NOT NULL COLLATE pg_catalog."C",
    count integer DEFAULT 1 NOT NULL,
    "reservedBy" text COLLATE pg_catalog."C",
    "passwordHash" text NOT NULL COLLATE pg_catalog."C",
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "watcherId" text COLLATE pg_catalog."C"
);


--
-- Name: _migration_requirements; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public._migration_requirements (
    migration_name character varying(255) NOT NULL,
    needs_code_with character varying(255) NOT NULL
);


--
-- Name: _prisma_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public._prisma_migrations (
    id character varying(36) NOT NULL,
    checksum character varying(64) NOT NULL,
    finished_at timestamp with time zone,
    migration_name character varying(255) NOT NULL,
    logs text,
    rolled_back_at timestamp with time zone,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    applied_steps_count integer DEFAULT 0 NOT NULL
);


--
-- Data for Name: Draw; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."Draw" VALUES ('wgfhn6o73tqt2z8b', 'qgs9dti4k692qdyf', 'Wichteln der Familie Berger 🎁', '$argon2id$v=19$m=19456,t=2,p=1$s/xGNXir1s7nCiPIAxXLaA$PM7+CoVRUIJWeGi9cc0Eh1A7HcObXo1neoHJoGlDLvE', 2500, 'EUR', '2027-12-24', 'Bescherung nach dem Essen.', false, 1, '2026-11-27 05:41:45.938', 9, '2026-11-27 05:41:45.749', '2026-11-27 05:41:45.938');
INSERT INTO public."Draw" VALUES ('wcbnu6g5wirexs35', 'gft7f7rrwxbtsh5y', 'Wichteln der Familie Berger 2028', '$argon2id$v=19$m=19456,t=2,p=1$BJ7qfIsR5n1Fpsf1E6yNmQ$Wcv9Zmux1UZmvHzJKasgNa6NS8N584GOl1Ih5G3yfOQ', NULL, 'EUR', NULL, NULL, true, 0, NULL, 0, '2026-11-27 05:41:46.874', '2026-11-27 05:41:46.874');


--
-- Data for Name: DrawExclusion; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."DrawExclusion" VALUES ('wgfhn6o73tqt2z8b', '3mkqu4oppucz4ywh', 'xztmxy9hh6gkvt42', '2026-11-27 05:41:45.919');
INSERT INTO public."DrawExclusion" VALUES ('wcbnu6g5wirexs35', 'a759kv43ztm6ycmy', 'otgkxk2v5c328gat', '2026-11-27 05:41:46.878');


--
-- Data for Name: DrawMailSubscription; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."DrawMailSubscription" VALUES ('5wfzfagdzp7v8rmv', 'ac78syiuf7sc3qq2', 'g9k95f7n95rhyx8d', 'de', 'qpQye7oH29tUAGi1K9RJ1n_j56HHURUjyqNY0WZ7upI', '2026-11-27 05:41:46.777', 'eded34e4fa2f9fac87628da67df0d1ce9d3927b4e80c40c456746349cfe9153d', 1, NULL, '2026-11-27 05:41:45.868', '2026-11-27 05:41:45.871');


--
-- Data for Name: DrawParticipant; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."DrawParticipant" VALUES ('95p4c7kh88tksvxo', 'wgfhn6o73tqt2z8b', 'Oma Erna', 'oma erna', NULL, NULL, '3mkqu4oppucz4ywh', NULL, NULL, NULL, '2026-11-27 05:41:45.764');
INSERT INTO public."DrawParticipant" VALUES ('3mkqu4oppucz4ywh', 'wgfhn6o73tqt2z8b', 'Ben', 'ben', '$argon2id$v=19$m=19456,t=2,p=1$ePQHvZKRekF/mgU78UIdiQ$1EqFFPOwRie2lLeoG49eSkMYiNK2fFojfsAVJj54AUI', NULL, '95p4c7kh88tksvxo', NULL, '2026-11-27 05:41:45.842', NULL, '2026-11-27 05:41:45.842');
INSERT INTO public."DrawParticipant" VALUES ('i2fokbf46xvxwcad', 'wgfhn6o73tqt2z8b', 'Tom', 'tom', '$argon2id$v=19$m=19456,t=2,p=1$4HUpSBneB6xxkveereb/wA$6yW2OW4OptrqwKK+cTa6tsQL06SWb/PH2QjBi2GMu1k', NULL, 'xztmxy9hh6gkvt42', NULL, '2026-11-27 05:41:45.908', NULL, '2026-11-27 05:41:45.908');
INSERT INTO public."DrawParticipant" VALUES ('cjniedmemqxjmvsz', 'wgfhn6o73tqt2z8b', 'Opa Karl', 'opa karl', '$argon2id$v=19$m=19456,t=2,p=1$mMy1ySnv3pNv5boZ4Vd02g$J3CX/J1W2nqFqL+oE04ICvYP/QaJqMZMxtOfmQ4pcKY', NULL, 'ac78syiuf7sc3qq2', NULL, '2026-11-27 05:41:45.789', '2026-11-27 05:41:46.828', '2026-11-27 05:41:45.79');
INSERT INTO public."DrawParticipant" VALUES ('xztmxy9hh6gkvt42', 'wgfhn6o73tqt2z8b', 'Mia', 'mia', '$argon2id$v=19$m=19456,t=2,p=1$gdZxrYMuPEr8afOSVls4Nw$CWzfYvJVrG6pXkdWi/Xjh0/NTFTLgB+O6kr6LDuK/FU', NULL, 'cjniedmemqxjmvsz', NULL, '2026-11-27 05:41:45.822', '2026-11-27 05:41:46.846', '2026-11-27 05:41:45.823');
INSERT INTO public."DrawParticipant" VALUES ('ac78syiuf7sc3qq2', 'wgfhn6o73tqt2z8b', 'Lea', 'lea', '$argon2id$v=19$m=19456,t=2,p=1$HwQByoQx8hK4/6yz0hUz/Q$ugWTxtTqekAdFPYV6SbegEm1mncrMHab+N8gjXicdGw', NULL, 'i2fokbf46xvxwcad', NULL, '2026-11-27 05:41:45.863', '2026-11-27 05:41:46.853', '2026-11-27 05:41:45.864');
INSERT INTO public."DrawParticipant" VALUES ('p6tpou5cjzi4num3', 'wcbnu6g5wirexs35', 'Oma Erna', 'oma erna', NULL, NULL, NULL, 'otgkxk2v5c328gat', NULL, NULL, '2026-11-27 05:41:46.872');
INSERT INTO public."DrawParticipant" VALUES ('dkujopfasyq4vdtq', 'wcbnu6g5wirexs35', 'Opa Karl', 'opa karl', '$argon2id$v=19$m=19456,t=2,p=1$mMy1ySnv3pNv5boZ4Vd02g$J3CX/J1W2nqFqL+oE04ICvYP/QaJqMZMxtOfmQ4pcKY', NULL, NULL, '647fmqmgy9384o93', NULL, NULL, '2026-11-27 05:41:46.873');
INSERT INTO public."DrawParticipant" VALUES ('a759kv43ztm6ycmy', 'wcbnu6g5wirexs35', 'Mia', 'mia', '$argon2id$v=19$m=19456,t=2,p=1$gdZxrYMuPEr8afOSVls4Nw$CWzfYvJVrG6pXkdWi/Xjh0/NTFTLgB+O6kr6LDuK/FU', NULL, NULL, 'dkujopfasyq4vdtq', NULL, NULL, '2026-11-27 05:41:46.874');
INSERT INTO public."DrawParticipant" VALUES ('otgkxk2v5c328gat', 'wcbnu6g5wirexs35', 'Ben', 'ben', '$argon2id$v=19$m=19456,t=2,p=1$ePQHvZKRekF/mgU78UIdiQ$1EqFFPOwRie2lLeoG49eSkMYiNK2fFojfsAVJj54AUI', NULL, NULL, 'p6tpou5cjzi4num3', NULL, NULL, '2026-11-27 05:41:46.875');
INSERT INTO public."DrawParticipant" VALUES ('647fmqmgy9384o93', 'wcbnu6g5wirexs35', 'Lea', 'lea', '$argon2id$v=19$m=19456,t=2,p=1$HwQByoQx8hK4/6yz0hUz/Q$ugWTxtTqekAdFPYV6SbegEm1mncrMHab+N8gjXicdGw', NULL, NULL, '5o6wovwaz2m7xz7i', NULL, NULL, '2026-11-27 05:41:46.876');
INSERT INTO public."DrawParticipant" VALUES ('5o6wovwaz2m7xz7i', 'wcbnu6g5wirexs35', 'Tom', 'tom', '$argon2id$v=19$m=19456,t=2,p=1$4HUpSBneB6xxkveereb/wA$6yW2OW4OptrqwKK+cTa6tsQL06SWb/PH2QjBi2GMu1k', NULL, NULL, 'a759kv43ztm6ycmy', NULL, NULL, '2026-11-27 05:41:46.877');


--
-- Data for Name: DrawToken; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."DrawToken" VALUES ('c929c5f6909fd093fce6ada3817dfc299822fea7895debf1441bfe48d2473834', 'wgfhn6o73tqt2z8b', NULL, '2026-11-27 05:41:45.751');
INSERT INTO public."DrawToken" VALUES ('705c8d62aed809b1976bab497567b5d9bdea09bcd42ef3833a0423269227b4e1', 'wgfhn6o73tqt2z8b', '95p4c7kh88tksvxo', '2026-11-27 05:41:45.765');
INSERT INTO public."DrawToken" VALUES ('3d9ff1f32d5d7abda8fcddbafc8394aa43615a1835ce7513bd75f5b1db42748e', 'wgfhn6o73tqt2z8b', 'cjniedmemqxjmvsz', '2026-11-27 05:41:45.79');
INSERT INTO public."DrawToken" VALUES ('9e885ddf3a18b6e216c2f0447a4fb70bd697e1a7c633b5ffcce1b431f6fe6c91', 'wgfhn6o73tqt2z8b', 'xztmxy9hh6gkvt42', '2026-11-27 05:41:45.823');
INSERT INTO public."DrawToken" VALUES ('0d066f5654b38b303699fbe5541dc984a79d1e1d32ecb1eeeff8a615eb96f186', 'wgfhn6o73tqt2z8b', '3mkqu4oppucz4ywh', '2026-11-27 05:41:45.843');
INSERT INTO public."DrawToken" VALUES ('553e9c8e598f82cc55047f82c270bfedc672e8698f59652cd30b57989cef0c0c', 'wgfhn6o73tqt2z8b', 'ac78syiuf7sc3qq2', '2026-11-27 05:41:45.864');
INSERT INTO public."DrawToken" VALUES ('2c4606be875928d483e02edc358b9dc6df3f85060bc15d86c98d5decd043a0d8', 'wgfhn6o73tqt2z8b', 'i2fokbf46xvxwcad', '2026-11-27 05:41:45.908');
INSERT INTO public."DrawToken" VALUES ('543a7675656b63ff30ac6f0f2ecaef5ba9101ba082f25cc40ae6c32d12b651f6', 'wcbnu6g5wirexs35', NULL, '2026-11-27 05:41:46.879');
INSERT INTO public."DrawToken" VALUES ('d9a931e5183bf7f045dea273d6115b26fb6e9c0a90099e535c760e2f9f5971cb', 'wgfhn6o73tqt2z8b', 'ac78syiuf7sc3qq2', '2026-11-27 05:41:47.687');


--
-- Data for Name: EditToken; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."EditToken" VALUES ('4926a1308929eb0ab54b1f00459721522c19db663de31d1832f8d468b596b068', 'g3hifqmk4ufap9rj', '2026-11-27 05:41:44.347');
INSERT INTO public."EditToken" VALUES ('b707cd4fc41ea178575d5fec4e4537a667d922f36f3dbda8db0e6ba0ae44b5b1', 'q766f5onwvjn6jke', '2026-11-27 05:41:44.398');
INSERT INTO public."EditToken" VALUES ('c101f0a4604ea9d3feb815e6b1abbe1ed43e07d53617fc47bfe33e3c539ba066', 'agj6qxeff65zpae7', '2026-11-27 05:41:44.875');
INSERT INTO public."EditToken" VALUES ('6becfafe8220b96e4fc9417fed013f3048ab03f23feb1176b6008ce3ba373d7d', 'jhgkem9rrmfhd7kk', '2026-11-27 05:41:45.415');
INSERT INTO public."EditToken" VALUES ('a2e155f78aeb8c48d1fb3b20f7025e3a4506c242897f7ba2eb1ac20ea42d4880', 'f8rcipa3qg3mwbwb', '2026-11-27 05:41:45.493');
INSERT INTO public."EditToken" VALUES ('df365ccff9b2ab4e921ebce48ce67b53eb8c93f964333c6c144a561379a06609', 'w5ez2ij22hnjticy', '2026-11-27 05:41:46.997');


--
-- Data for Name: Item; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."Item" VALUES ('ft5s8z8gegfve624', 'g3hifqmk4ufap9rj', 'Fahrrad', NULL, NULL, 30000, NULL, 'Zusammen schenken 🚲', 0, '2026-11-27 05:41:41.509', '2026-11-27 05:41:44.11', 1, NULL, NULL, false, true, false);
INSERT INTO public."Item" VALUES ('ks735uc8289pqf56', 'g3hifqmk4ufap9rj', 'Kochbuch „Jerusalem“', 'https://shop.example/kochbuch-jerusalem', NULL, 2990, NULL, 'Die gebundene Ausgabe, bitte.', 1, '2026-11-27 05:41:40.962', '2026-11-27 05:41:44.111', 1, NULL, 'Bücher', true, false, false);
INSERT INTO public."Item" VALUES ('fjwfvv6fitkcroyj', 'g3hifqmk4ufap9rj', 'Foto-Kalender', NULL, NULL, 1800, NULL, NULL, 2, '2026-11-27 05:41:41.137', '2026-11-27 05:41:44.111', 1, NULL, 'Bücher', false, false, false);
INSERT INTO public."Item" VALUES ('ut43yt6ri65ewg5g', 'g3hifqmk4ufap9rj', 'Brettspiel', NULL, NULL, NULL, 'ca. 40 CHF', NULL, 3, '2026-11-27 05:41:41.054', '2026-11-27 05:41:44.112', 3, NULL, 'Spiele', false, false, false);
INSERT INTO public."Item" VALUES ('3vs6xru63ysp868t', 'g3hifqmk4ufap9rj', 'Vase', NULL, 'http://127.0.0.1:43321/blue.png', NULL, NULL, NULL, 4, '2026-11-27 05:41:41.238', '2026-11-27 05:41:44.112', 1, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('639a24rrocm6zbvj', 'g3hifqmk4ufap9rj', 'Bild, das keins ist', NULL, 'http://127.0.0.1:43321/not-a-picture.png', NULL, NULL, NULL, 5, '2026-11-27 05:41:41.42', '2026-11-27 05:41:44.113', 1, 'picture_not_an_image', NULL, false, false, false);
INSERT INTO public."Item" VALUES ('a2fdebt3cimec3nu', 'g3hifqmk4ufap9rj', 'Socken', NULL, NULL, NULL, NULL, NULL, 6, '2026-11-27 05:41:41.673', '2026-11-27 05:41:44.113', 1, NULL, NULL, false, false, true);
INSERT INTO public."Item" VALUES ('t9v6ex6cm9xz2pug', 'q766f5onwvjn6jke', 'Teeservice', 'https://shop.example/çay-seti', NULL, 125000, NULL, NULL, 0, '2026-11-27 05:41:44.455', '2026-11-27 05:41:44.455', 1, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('cegbrcjzb8fkxzpo', 'q766f5onwvjn6jke', 'Hochzeitsreise', NULL, NULL, 2000000, NULL, NULL, 1, '2026-11-27 05:41:44.478', '2026-11-27 05:41:44.478', 1, NULL, NULL, true, true, false);
INSERT INTO public."Item" VALUES ('ggt23w83myymx7ct', 'q766f5onwvjn6jke', 'Handtücher', NULL, 'http://127.0.0.1:43321/green.png', NULL, NULL, NULL, 2, '2026-11-27 05:41:44.497', '2026-11-27 05:41:44.52', 2, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('axc6zkkv8eke44no', 'agj6qxeff65zpae7', 'LEGO Eisenbahn', NULL, NULL, 14999, NULL, NULL, 0, '2026-11-27 05:41:44.922', '2026-11-27 05:41:44.922', 2, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('isi7u5aw25qaxaag', 'agj6qxeff65zpae7', 'Schal', NULL, NULL, NULL, NULL, 'Rot oder grün', 1, '2026-11-27 05:41:44.936', '2026-11-27 05:41:45.1', 1, NULL, NULL, false, false, true);
INSERT INTO public."Item" VALUES ('xqdf9pxdnyg38988', 'jhgkem9rrmfhd7kk', 'Fahrrad', NULL, NULL, 30000, NULL, 'Zusammen schenken 🚲', 0, '2026-11-27 05:41:45.432', '2026-11-27 05:41:45.432', 1, NULL, NULL, false, true, false);
INSERT INTO public."Item" VALUES ('3cn4hxkrkf5znmkk', 'jhgkem9rrmfhd7kk', 'Kochbuch „Jerusalem“', 'https://shop.example/kochbuch-jerusalem', NULL, 2990, NULL, 'Die gebundene Ausgabe, bitte.', 1, '2026-11-27 05:41:45.432', '2026-11-27 05:41:45.432', 1, NULL, 'Bücher', true, false, false);
INSERT INTO public."Item" VALUES ('we2q9nconr8pxgdo', 'jhgkem9rrmfhd7kk', 'Foto-Kalender', NULL, NULL, 1800, NULL, NULL, 2, '2026-11-27 05:41:45.432', '2026-11-27 05:41:45.432', 1, NULL, 'Bücher', false, false, false);
INSERT INTO public."Item" VALUES ('jg4yvawfner2nwig', 'jhgkem9rrmfhd7kk', 'Brettspiel', NULL, NULL, NULL, 'ca. 40 CHF', NULL, 3, '2026-11-27 05:41:45.432', '2026-11-27 05:41:45.432', 3, NULL, 'Spiele', false, false, false);
INSERT INTO public."Item" VALUES ('ji8tkxcvtdif8k54', 'jhgkem9rrmfhd7kk', 'Vase', NULL, 'http://127.0.0.1:43321/blue.png', NULL, NULL, NULL, 4, '2026-11-27 05:41:45.432', '2026-11-27 05:41:45.432', 1, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('3espmy3qmmj7st2j', 'jhgkem9rrmfhd7kk', 'Socken', NULL, NULL, NULL, NULL, NULL, 6, '2026-11-27 05:41:45.432', '2026-11-27 05:41:45.432', 1, NULL, NULL, false, false, true);
INSERT INTO public."Item" VALUES ('kw2e8nx7jxgc4snd', 'jhgkem9rrmfhd7kk', 'Bild, das keins ist', NULL, 'http://127.0.0.1:43321/not-a-picture.png', NULL, NULL, NULL, 5, '2026-11-27 05:41:45.432', '2026-11-27 05:41:45.475', 1, 'picture_not_an_image', NULL, false, false, false);
INSERT INTO public."Item" VALUES ('t38mqdpjs3bki3zj', 'w5ez2ij22hnjticy', 'Stehlampe', NULL, NULL, NULL, NULL, NULL, 0, '2026-11-27 05:41:47.092', '2026-11-27 05:41:47.092', 1, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('inemgrvok78se5o9', 'w5ez2ij22hnjticy', 'Monstera', NULL, NULL, NULL, NULL, NULL, 1, '2026-11-27 05:41:47.121', '2026-11-27 05:41:47.121', 1, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('xzobvckvu88papfp', 'w5ez2ij22hnjticy', 'Handtücher', NULL, NULL, NULL, NULL, NULL, 2, '2026-11-27 05:41:48.124', '2026-11-27 05:41:48.124', 1, NULL, NULL, false, false, false);


--
-- Data for Name: List; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."List" VALUES ('agj6qxeff65zpae7', 'u2xiwfg9ugr3m7gc', 'Weihnachten 2025', '$argon2id$v=19$m=19456,t=2,p=1$dxdguusbga6hykNGH4ATWA$KCbSnq0Bvx1XgY9UW1TUdw5XZ8AlDeGByNtgf+fRYA0', '#111827', 'system', 'birthday', NULL, NULL, NULL, false, 'password_only', 'xmas', NULL, '2026-11-27 05:41:44.875', '2026-11-27 05:41:45.139', 8, 'EUR', true, true);
INSERT INTO public."List" VALUES ('g3hifqmk4ufap9rj', 'xh63o6dbxqqat5jq', 'Annas 30. Geburtstag 🎂', '$argon2id$v=19$m=19456,t=2,p=1$GElFdjh2Wo9R6l69ff1+wg$6MTbjlPanGbpv2Qkjp0/3X4vj1UJyMg0uh2TVlPHSA8', '#aa3355', 'serif', 'party', '2026-12-05T19:30', 'Café Müller, Wien', 'Bitte zweimal klingeln.
Zweiter Stock, links.', true, 'name', 'family', NULL, '2026-11-27 05:41:40.817', '2026-11-27 05:41:44.346', 22, 'CHF', false, false);
INSERT INTO public."List" VALUES ('jhgkem9rrmfhd7kk', 'vs9cy9antknkwh2q', 'Annas Liste (Kopie für 2027)', '$argon2id$v=19$m=19456,t=2,p=1$oHsqPyrL+XcUnyaE+QuUlw$srtMPyUgLRuhRrodHs1A3O9RR+kQfZNelaQLvx+jCkg', '#aa3355', 'serif', 'party', '2026-12-05T19:30', 'Café Müller, Wien', 'Bitte zweimal klingeln.
Zweiter Stock, links.', true, 'name', 'family', NULL, '2026-11-27 05:41:45.415', '2026-11-27 05:41:45.415', 1, 'CHF', false, false);
INSERT INTO public."List" VALUES ('f8rcipa3qg3mwbwb', '4qbjxtzfhi4u6pe8', 'Leere Liste', '$argon2id$v=19$m=19456,t=2,p=1$8YJwvoUeHdxTCkRoA44OOw$jNQvEsLKE7Ieq9niUWXt3HmnNyp5z02WcSBAgcbl0Zo', '#111827', 'system', 'plain', NULL, NULL, NULL, true, 'name', 'neutral', NULL, '2026-11-27 05:41:45.493', '2026-11-27 05:41:45.493', 0, 'EUR', true, false);
INSERT INTO public."List" VALUES ('q766f5onwvjn6jke', 'sna52yj6jdbj5jwb', 'Hochzeit Selin & Jonas 💍', '$argon2id$v=19$m=19456,t=2,p=1$xtOX7HpiiOcSMItalv14+g$40fIh/n22i1LxeBjhFwa6ElQ3ovv3ZXWDacRy/L7Ccs', '#33aa66', 'system', 'plain', NULL, NULL, NULL, true, 'icon', 'bachelor', 'family', '2026-11-27 05:41:44.398', '2026-11-27 05:41:44.416', 9, 'TRY', true, false);
INSERT INTO public."List" VALUES ('w5ez2ij22hnjticy', '4n3bzec6hh6srb9h', 'Annikas Umzug 📦', '$argon2id$v=19$m=19456,t=2,p=1$RtaF3GoivmMIbc9iv7UrqA$HFUk8I9K5oe/Zdck5GwAPCqZJelFj05xkN7P7nL5seg', '#111827', 'system', 'plain', NULL, NULL, NULL, true, 'name', 'neutral', NULL, '2026-11-27 05:41:46.997', '2026-11-27 05:41:47.031', 7, 'EUR', false, false);


--
-- Data for Name: MailAddress; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."MailAddress" VALUES ('g9k95f7n95rhyx8d', 'cd3f6bd6faff3e3107f07845d09d39fa17de9f3bc39e31cff84cdc52f662f580', 'lea@example.org', NULL, NULL, '2026-11-27 05:41:45.868', '2026-11-27 05:41:45.87');
INSERT INTO public."MailAddress" VALUES ('hdvgvh7q8d9urumk', '5c7331a66296e4581b742c87f62c28729f243731c40dbb61c2b0ad6016dd646b', 'ida-never-confirms@example.org', NULL, 'b57185b7fe84fb6d868e5d584930e41eb6020e27e32efdd50366496e2776d0eb', '2026-11-27 05:41:47.56', '2026-11-27 05:41:47.561');
INSERT INTO public."MailAddress" VALUES ('j4oasndhz8ifwd2w', 'e3ee2bea35e2b17d5d929c0c4a7f38bb84263a112e3e5b3cd45c279a8c9b6997', 'annika-owner@example.org', '2026-11-27 05:41:47.993', '166c57cd845deaa7292300008876870b0a1ce2131170ed9f095265fc88dd136a', '2026-11-27 05:41:47.032', '2026-11-27 05:41:47.032');
INSERT INTO public."MailAddress" VALUES ('dkabi2b4sz9vrani', '6556340ae8ad417e71f9dfc0026b25eda6b865362b95744fb98fbb08c602cae4', 'jonas@example.org', '2026-11-27 05:41:48.112', '2323d7a5704a6bc08b6f7cf2e0076579b26facc165744f1b28ef2d24e9f4e32f', '2026-11-27 05:41:47.284', '2026-11-27 05:41:47.284');


--
-- Data for Name: MailOutbox; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."MailOutbox" VALUES ('t2kfj9mp9opnear5', 'owner', 'j4oasndhz8ifwd2w', 'amao62uzuq3ytnbj', 'de', '{"list":{"title":"Annikas Umzug 📦","slug":"4n3bzec6hh6srb9h"},"unsubscribe":"SHbfLY6oiZdZ14dU1ClxG18RZvFkxpUaFdm-q0o4mAY","events":[{"type":"reserved","item":"Handtücher","by":"Pia","count":1}],"more":0}', '2026-11-27 05:51:48.145', NULL, 0, '2026-11-27 05:41:48.147');


--
-- Data for Name: MailSubscription; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."MailSubscription" VALUES ('amao62uzuq3ytnbj', 'j4oasndhz8ifwd2w', 'w5ez2ij22hnjticy', 'owner', 'de', 'SHbfLY6oiZdZ14dU1ClxG18RZvFkxpUaFdm-q0o4mAY', '2026-11-27 05:41:47.032', '2026-11-27 05:41:47.038');
INSERT INTO public."MailSubscription" VALUES ('ppptkyndguttmqia', 'dkabi2b4sz9vrani', 'w5ez2ij22hnjticy', 'giver', 'de', 'hnAS2zIxzbYebfwSUifq7c5OmvGR7HtXiOtt1XDQpa4', '2026-11-27 05:41:47.284', '2026-11-27 05:41:47.294');
INSERT INTO public."MailSubscription" VALUES ('99rcu44rkehjxr7i', 'hdvgvh7q8d9urumk', 'w5ez2ij22hnjticy', 'giver', 'de', 'bdZr7arjZxagttuyiLYDLJqLKfDnOONdO7NGdzV1o9E', '2026-11-27 05:41:47.56', '2026-11-27 05:41:47.561');


--
-- Data for Name: Picture; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."Picture" VALUES ('k5p2rfnpdws2gpt2', '3vs6xru63ysp868t', '\x524946464a00000057454250565038203e0000003003009d012a28001e003e6d369748a4232221256800800d89670076000057f05bc000fef5b87ffffb2b1ffa563ff4ac7f149ffee832ce19f5c397100000', 40, 30, '\x524946464c0000005745425056503820400000005003009d012a28001e003e91469e4b25a3a2a1a56800b012096700ca2e80002bf7c37000fef10a8fffe849ffc127ff049fba7febbc5a4cdde8c2181528000000', 40, '2026-11-27 05:41:41.332');
INSERT INTO public."Picture" VALUES ('bjmv8dk7gg3jgpxb', 'fjwfvv6fitkcroyj', '\x524946464c0000005745425056503820400000005003009d012a300020003e6d369748a4232221256800800d896700d0be80002bf7c37000fef03843feb693342990fffda59ffd4b3ffa967f8c23ecb3a0000000', 48, 32, '\x524946464a00000057454250565038203e0000007003009d012a300020003e91469e4b25a3a2a1a56800b012096700d0be80002f8baa980000feee431ff10bbd8db7fff49b3fe093ff824fe07bcf3d990000', 48, '2026-11-27 05:41:41.984');
INSERT INTO public."Picture" VALUES ('9296eiuo82o6jvsq', 'ggt23w83myymx7ct', '\x524946464e0000005745425056503820420000009003009d012a1e0028003e6d369748a4232221256800800d89670076000042bf80d72b088000fe9c479fff8de6f35ad6ffffe8c3ffc30fff0c3fbe91c15480000000', 30, 40, '\x524946464800000057454250565038203c0000005003009d012a1e0028003e91469e4b25a3a2a1a56800b012096700d0be80002bf7c37000fee2e0bfaf8029ea8fff94afdd97a49d2530a86680000000', 30, '2026-11-27 05:41:44.519');
INSERT INTO public."Picture" VALUES ('iu6w89j3ctudxpco', 'we2q9nconr8pxgdo', '\x524946464c0000005745425056503820400000005003009d012a300020003e6d369748a4232221256800800d896500d0be80002bf7c37000fef03843feb693342990fffda59ffd4b3ffa967f8c23ecb3a0000000', 48, 32, '\x524946464a00000057454250565038203e0000005003009d012a300020003e91469e4b25a3a2a1a56800b012096500d17280002bf7c37000feee431ff740029fb3fffd093ff824ffe093f809e984a0000000', 48, '2026-11-27 05:41:45.438');
INSERT INTO public."Picture" VALUES ('dybbsw3ew4mi5n94', 'ji8tkxcvtdif8k54', '\x524946464a00000057454250565038203e0000005003009d012a28001e003e6d369748a4232221256800800d896500d17280002bf7c37000fef5b87fffd958ffd2b1ffa563f8a4ffa146ca25fb5b1a400000', 40, 30, '\x524946464c0000005745425056503820400000005003009d012a28001e003e91469e4b25a3a2a1a56800b012096500c79a80002bf7c37000fef10a8fffd093ff824ffe093f74ffd778b4972dbcd88a48b4000000', 40, '2026-11-27 05:41:45.438');


--
-- Data for Name: Pledge; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."Pledge" VALUES ('d67jkao2sfix42e4', 'ft5s8z8gegfve624', 10000, 'Papa', '$argon2id$v=19$m=19456,t=2,p=1$sB01sn1UAgq87HMJxFoEWg$IIsC1klOWBiDCQdVjL89ZUX4THY9xGL+A1keThSANlE', '2026-11-27 05:41:43.749', NULL);
INSERT INTO public."Pledge" VALUES ('pzjyhzy6mergugi4', 'ft5s8z8gegfve624', 5050, 'Lena', '$argon2id$v=19$m=19456,t=2,p=1$2MWZwcbtKLzOQByLUB6xBw$5RiSs6lssunQVXbeuLY3QMJq8x4N8Eg0aacpK/8iyks', '2026-11-27 05:41:43.836', NULL);
INSERT INTO public."Pledge" VALUES ('49yqto33iwutf9hs', 'ft5s8z8gegfve624', 2500, 'Max', '$argon2id$v=19$m=19456,t=2,p=1$rlcj4i6d0dqWQzKF8o8aYg$A1y28JM/xadgWydC1yokaw5CVSbk3+ml+hmbtAZBDMU', '2026-11-27 05:41:44.086', NULL);
INSERT INTO public."Pledge" VALUES ('jjngq8v55gk5yt3a', 'cegbrcjzb8fkxzpo', 500000, '👨', '$argon2id$v=19$m=19456,t=2,p=1$h+0/g5WLebZRr83EwE/aTQ$l1g/kDblAF4LvQWM9B8JrQlSNgc14+koqE0dlSgl0YQ', '2026-11-27 05:41:44.749', NULL);
INSERT INTO public."Pledge" VALUES ('ciz4baqr75c9qm9q', 'cegbrcjzb8fkxzpo', 250075, '👵', '$argon2id$v=19$m=19456,t=2,p=1$uvsJBsa4k+H1Yck/a/bZxA$2Y5obb0aRFYWzuDY9ItU1LGxzHm9zoWa3Ceqox6F1N8', '2026-11-27 05:41:44.845', NULL);
INSERT INTO public."Pledge" VALUES ('c33i98iwr27vowtg', 'xqdf9pxdnyg38988', 10000, 'Papa', '', '2026-11-27 05:41:45.402', NULL);
INSERT INTO public."Pledge" VALUES ('gm6usbim2i89nzo9', 'xqdf9pxdnyg38988', 5050, 'Lena', '', '2026-11-27 05:41:45.403', NULL);
INSERT INTO public."Pledge" VALUES ('5rotjxepm5qevexe', 'xqdf9pxdnyg38988', 2500, 'Max', '', '2026-11-27 05:41:45.404', NULL);


--
-- Data for Name: RateLimit; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."RateLimit" VALUES ('item-create', 'g3hifqmk4ufap9rj', '{"0Xs19RJUiuth": 1795758100926, "Iy4ZdGVB0HpI": 1795758101393, "Vb2dh1EnW5tY": 1795758101111, "f6wwRDXfI3cX": 1795758101493, "ixLpRJ1xtYjN": 1795758101033, "kPATCFQv-DyS": 1795758101551, "ku2hDNmWDKBD": 1795758101217, "qh6JgdQCUD-k": 1795758101617}', 1795758161617);
INSERT INTO public."RateLimit" VALUES ('unreserve', 'g3hifqmk4ufap9rj|127.0.0.1', '{}', 1795759003418);
INSERT INTO public."RateLimit" VALUES ('owner-login', 'g3hifqmk4ufap9rj|127.0.0.1', '{}', 1795759004145);
INSERT INTO public."RateLimit" VALUES ('item-create', 'q766f5onwvjn6jke', '{"1RE-WY2kkAAB": 1795758104445, "Suy12GRbCbSv": 1795758104471, "aeXXOsRFVpwA": 1795758104493}', 1795758164493);
INSERT INTO public."RateLimit" VALUES ('item-create', 'agj6qxeff65zpae7', '{"-4EQ4tH9LvpP": 1795758104917, "6iP3auPWsPgf": 1795758104930}', 1795758164930);
INSERT INTO public."RateLimit" VALUES ('picture', '127.0.0.1', '{"Sxys9TYhUS1T": 1795758101245, "XdjelSdfE7Kf": 1795758104504, "sTk3Tynt6o5e": 1795758101944, "zXatKOBfTasK": 1795758101429, "OcK5g6OjfwYg.0": 1795758105293, "OcK5g6OjfwYg.1": 1795758105293, "OcK5g6OjfwYg.2": 1795758105293}', 1795761705293);
INSERT INTO public."RateLimit" VALUES ('failed-import', '127.0.0.1', '{}', 1795759005178);
INSERT INTO public."RateLimit" VALUES ('mail-confirmation-address', 'cd3f6bd6faff3e3107f07845d09d39fa17de9f3bc39e31cff84cdc52f662f580', '{"Po63XQh7wLkl":1795758105860}', 1795844505860);
INSERT INTO public."RateLimit" VALUES ('mail-link-address', 'cd3f6bd6faff3e3107f07845d09d39fa17de9f3bc39e31cff84cdc52f662f580', '{"lFztemwlfY7r":1795758106798}', 1795844506798);
INSERT INTO public."RateLimit" VALUES ('list-create', '127.0.0.1', '{"15j_Nba054QR": 1795758105460, "DUe7Of1RyfwZ": 1795758100391, "HOiEhLdul5LH": 1795758105733, "KhzEmLjTgMx7": 1795758106903, "Nsr4hAVx8VMT": 1795758105289, "TDZRuIjGVSI2": 1795758106859, "jG4paiJfUpUX": 1795758104361, "jvzgbQu0tcQJ": 1795758104852}', 1795761706903);
INSERT INTO public."RateLimit" VALUES ('mail-confirmation-address', 'e3ee2bea35e2b17d5d929c0c4a7f38bb84263a112e3e5b3cd45c279a8c9b6997', '{"faO2ft99ZGo1":1795758107020}', 1795844507020);
INSERT INTO public."RateLimit" VALUES ('mail-confirmation-address', '6556340ae8ad417e71f9dfc0026b25eda6b865362b95744fb98fbb08c602cae4', '{"jvsRVikJVADx":1795758107154}', 1795844507154);
INSERT INTO public."RateLimit" VALUES ('mail-confirmation-sender', '127.0.0.1', '{"1DlQBztD8TF8": 1795758107150, "W0MKx5maxI1H": 1795758107017, "gKuwMSj1Wzlj": 1795758107322, "hssPby2kBPYy": 1795758105858}', 1795844507322);
INSERT INTO public."RateLimit" VALUES ('mail-confirmation-address', '5c7331a66296e4581b742c87f62c28729f243731c40dbb61c2b0ad6016dd646b', '{"msVfr--u1qyP":1795758107325}', 1795844507325);
INSERT INTO public."RateLimit" VALUES ('item-create', 'w5ez2ij22hnjticy', '{"FO3GCkthqJ93": 1795758107078, "K28p2YsEwg_c": 1795758108121, "mqghI4t5FRmb": 1795758107113}', 1795758168121);
INSERT INTO public."RateLimit" VALUES ('reservation', '127.0.0.1', '{"-tO1rQikfuub": 1795758104672, "2OuYoJRhIMwG": 1795758102462, "AeI8Hj2cO4fQ": 1795758104760, "Cwro4AssVgss": 1795758102037, "Dfa-6r_i4L27": 1795758103776, "HY2CuUiDPJ2n": 1795758105802, "HpauJomScfi4": 1795758103864, "QnDThlT6iM84": 1795758104949, "SBQ150cKITmp": 1795758103644, "StL0lWFWgVtW": 1795758102987, "XOFvOAhCCnvC": 1795758105772, "XV4II28SNbFJ": 1795758107312, "ZtwUJieJ8Lf4": 1795758105848, "aFI2ZofmT2MG": 1795758104532, "bTGh7c9uwlVd": 1795758104736, "iMMry2hXvIJr": 1795758105885, "if3zrcz3FGMX": 1795758107136, "iuosNuEJjzah": 1795758102670, "rMAipwVA0xSh": 1795758103399, "siuYDOp3ECdn": 1795758108130, "uLugzpGIkCYJ": 1795758105004, "y1fOMoiKsUE0": 1795758105829}', 1795758168130);


--
-- Data for Name: Reservation; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."Reservation" VALUES ('8ricffzi2u5ri5mf', 'ks735uc8289pqf56', 1, 'Jürgen', '$argon2id$v=19$m=19456,t=2,p=1$mxHWzI6q0AqEyG2IpFWYhw$KU0NnABoxAvsYaQkzTILPKy+Teoz2wNy3FTj9ZFOoK8', '2026-11-27 05:41:42.43', NULL);
INSERT INTO public."Reservation" VALUES ('74e2v6axyxecs8b4', 'ut43yt6ri65ewg5g', 2, 'Oma Erna', '$argon2id$v=19$m=19456,t=2,p=1$+1q1eHv47a60i00G7ol7vA$LuYAIF+6mnQyVLYoyrW3CfS3k55zl3qGAqzYuDtcvlg', '2026-11-27 05:41:42.653', NULL);
INSERT INTO public."Reservation" VALUES ('7ieav8kw8por88ex', 'ut43yt6ri65ewg5g', 1, 'Tom', '$argon2id$v=19$m=19456,t=2,p=1$WvW+aVaWuPHpkyEoutTsPw$pypQrtlosnKg41L9UEX+F0HDVl2Y6gRQPiJm84M3fYI', '2026-11-27 05:41:42.961', NULL);
INSERT INTO public."Reservation" VALUES ('zz6k5xc2xancoo5q', 't9v6ex6cm9xz2pug', 1, '👩', '$argon2id$v=19$m=19456,t=2,p=1$mVXkc0+HAfPbkcUGFWWWjw$NaZNNRvb7hJ6Dtim52euW/7vkMJoWwhmx28fxfQJl2M', '2026-11-27 05:41:44.661', NULL);
INSERT INTO public."Reservation" VALUES ('pkdsxrygxnrah3ma', 'ggt23w83myymx7ct', 1, '👦', '$argon2id$v=19$m=19456,t=2,p=1$fjs8PoDf8zSKPlG6TAqfqw$EZAPmq1/+9yc6sRxmyKcba4MuSu3VswdRlQhXt373ho', '2026-11-27 05:41:44.729', NULL);
INSERT INTO public."Reservation" VALUES ('fdc5fcuxgro86bot', 'axc6zkkv8eke44no', 1, NULL, '$argon2id$v=19$m=19456,t=2,p=1$GX9tnRpQluh5lxs76nBp/w$uxtETGT4asR+2AMNRA6ZBgLAHJOTtFHG3Zje4SwySz4', '2026-11-27 05:41:44.99', NULL);
INSERT INTO public."Reservation" VALUES ('rmo5dpqt548tah3c', 'isi7u5aw25qaxaag', 1, NULL, '$argon2id$v=19$m=19456,t=2,p=1$7GCrGwzLqOHol49CxP+N5w$/dnXBC1FaX8h5dwInNPuytrQjxFOayVNPV/0IrIRKn0', '2026-11-27 05:41:45.085', NULL);
INSERT INTO public."Reservation" VALUES ('3zn64o4dca49i39c', 't38mqdpjs3bki3zj', 1, 'Jonas', '$argon2id$v=19$m=19456,t=2,p=1$XLATt1H+Goed/fVadChf9g$Evx6SqVKbU4Rn5u+/3Sal4QrT0JqFhXBcsj89mY2LWU', '2026-11-27 05:41:47.302', 'ppptkyndguttmqia');
INSERT INTO public."Reservation" VALUES ('7vai43xvofyakauq', 'inemgrvok78se5o9', 1, 'Ida', '$argon2id$v=19$m=19456,t=2,p=1$WdNqMrs/02haftFrnHpF4g$FCkBOAs6SIRNG46qdfDssbV/hIGxQi7fUOc0Nsptjcg', '2026-11-27 05:41:47.567', '99rcu44rkehjxr7i');
INSERT INTO public."Reservation" VALUES ('dhidbetp7dmoc3zr', 'xzobvckvu88papfp', 1, 'Pia', '$argon2id$v=19$m=19456,t=2,p=1$2c0dT4anGMUTlk2geA3CeA$XHKS3zNSdw7uf14RT9MbqQv3QyVxmUb0TTESShmbvAA', '2026-11-27 05:41:48.144', NULL);


--
-- Data for Name: _migration_requirements; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: _prisma_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public._prisma_migrations VALUES ('beae00ee-4a70-4106-81ff-adeebeb99720', '98809bae1d0b76974520e408411fe00945767e38694581acd7e673edd8556c88', '2026-11-27 05:41:38.119+00', '20261122000000_init', NULL, NULL, '2026-11-27 05:41:38.119+00', 1);
INSERT INTO public._prisma_migrations VALUES ('6874f8e7-e002-4ea0-af6a-c48e11434cee', '589eaf6a6e8277a7bca6b9e3f8bd5e7949a0a05ddd0bbb12af6d646399a85b62', '2026-11-27 05:41:38.14+00', '20261201000000_rate_limits', NULL, NULL, '2026-11-27 05:41:38.14+00', 1);
INSERT INTO public._prisma_migrations VALUES ('bcdb11cb-b570-4529-b203-9bef5831ccf2', '4555353378546030337fcf8a944d8450b3bc350f775a179d5f93c3655f9e93c8', '2026-11-27 05:41:38.168+00', '20261210000000_quantities', NULL, NULL, '2026-11-27 05:41:38.168+00', 1);
INSERT INTO public._prisma_migrations VALUES ('caaac235-e73a-40c6-8977-8ec0e15ad3e1', '6aa39f6dfc4733b4f689363f6d3d55c28ddf7c42c96cd3944019fd9bb2859e5a', '2026-11-27 05:41:38.171+00', '20261215000000_list_version', NULL, NULL, '2026-11-27 05:41:38.171+00', 1);
INSERT INTO public._prisma_migrations VALUES ('1d12ee1d-1078-4563-82b5-1b79a5ef3dd0', 'fa6900eb518745aba33a2905fb268ce5233b58d0bc58aeee4e8e8802aaf25ffe', '2026-11-27 05:41:38.173+00', '20261220000000_pictures', NULL, NULL, '2026-11-27 05:41:38.173+00', 1);
INSERT INTO public._prisma_migrations VALUES ('ca5e8dae-131b-4c63-85fe-14470912d1d2', 'a477851f6bf59cde8fd3af6196a2c26d3d93dcbe21b71d23ff70db3984019e92', '2026-11-27 05:41:38.182+00', '20261221000000_sections', NULL, NULL, '2026-11-27 05:41:38.182+00', 1);
INSERT INTO public._prisma_migrations VALUES ('4f463448-6af2-4369-8c5f-d8fabdba138d', 'b6aae368d4d1be28a3f6a793b17b631d86dec80d0a9b4f10782039a26a140dae', '2026-11-27 05:41:38.182+00', '20261222000000_currency', NULL, NULL, '2026-11-27 05:41:38.182+00', 1);
INSERT INTO public._prisma_migrations VALUES ('7fe03abe-2353-4c6b-ab36-663c82d3d7d4', '778b06f50c2ec1daf5c20851f453c6444fafe3ebe513fbb86867985faba545f1', '2026-11-27 05:41:38.183+00', '20261223000000_group_gifts', NULL, NULL, '2026-11-27 05:41:38.183+00', 1);
INSERT INTO public._prisma_migrations VALUES ('aeb2f680-f0e7-4e41-a63d-d28a02379e60', 'a7cdef45db92308d76382c01bb76dc2e40ba1a0b11f7cc10da11d5106e007b3a', '2026-11-27 05:41:38.186+00', '20261224000000_surprise_closing', NULL, NULL, '2026-11-27 05:41:38.186+00', 1);
INSERT INTO public._prisma_migrations VALUES ('6605f766-851e-4aa7-b1a9-4d1819de06de', '62c212b12f4331328afde1545945ade521e6466de3d2405605b1e1b8071ee473', '2026-11-27 05:41:38.189+00', '20261225000000_draws', NULL, NULL, '2026-11-27 05:41:38.189+00', 1);
INSERT INTO public._prisma_migrations VALUES ('99e8e945-592e-4674-b3c3-1871e73e93ea', '60640770eda5b413b27c07fe0f986cf99ce03eccace4b530dc386e46846948cd', '2026-11-27 05:41:38.196+00', '20261226000000_mail', NULL, NULL, '2026-11-27 05:41:38.196+00', 1);
INSERT INTO public._prisma_migrations VALUES ('0d8dcffc-a2a5-4408-bd8d-6cdbf197063c', '45ce46d3f31033181e71a589fc197b46f03a7dc22e551a59fa46807be6b789c7', '2026-11-27 05:41:38.202+00', '20261227000000_draw_mail', NULL, NULL, '2026-11-27 05:41:38.202+00', 1);


--
-- Name: DrawExclusion DrawExclusion_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawExclusion"
    ADD CONSTRAINT "DrawExclusion_pkey" PRIMARY KEY ("aId", "bId");


--
-- Name: DrawMailSubscription DrawMailSubscription_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawMailSubscription"
    ADD CONSTRAINT "DrawMailSubscription_pkey" PRIMARY KEY (id);


--
-- Name: DrawParticipant DrawParticipant_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawParticipant"
    ADD CONSTRAINT "DrawParticipant_pkey" PRIMARY KEY (id);


--
-- Name: DrawToken DrawToken_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawToken"
    ADD CONSTRAINT "DrawToken_pkey" PRIMARY KEY ("tokenHash");


--
-- Name: Draw Draw_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Draw"
    ADD CONSTRAINT "Draw_pkey" PRIMARY KEY (id);


--
-- Name: EditToken EditToken_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."EditToken"
    ADD CONSTRAINT "EditToken_pkey" PRIMARY KEY ("tokenHash");


--
-- Name: Item Item_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Item"
    ADD CONSTRAINT "Item_pkey" PRIMARY KEY (id);


--
-- Name: List List_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."List"
    ADD CONSTRAINT "List_pkey" PRIMARY KEY (id);


--
-- Name: MailAddress MailAddress_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."MailAddress"
    ADD CONSTRAINT "MailAddress_pkey" PRIMARY KEY (id);


--
-- Name: MailOutbox MailOutbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."MailOutbox"
    ADD CONSTRAINT "MailOutbox_pkey" PRIMARY KEY (id);


--
-- Name: MailSubscription MailSubscription_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."MailSubscription"
    ADD CONSTRAINT "MailSubscription_pkey" PRIMARY KEY (id);


--
-- Name: Picture Picture_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Picture"
    ADD CONSTRAINT "Picture_pkey" PRIMARY KEY (id);


--
-- Name: Pledge Pledge_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Pledge"
    ADD CONSTRAINT "Pledge_pkey" PRIMARY KEY (id);


--
-- Name: RateLimit RateLimit_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."RateLimit"
    ADD CONSTRAINT "RateLimit_pkey" PRIMARY KEY (bucket, key);


--
-- Name: Reservation Reservation_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Reservation"
    ADD CONSTRAINT "Reservation_pkey" PRIMARY KEY (id);


--
-- Name: _migration_requirements _migration_requirements_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public._migration_requirements
    ADD CONSTRAINT _migration_requirements_pkey PRIMARY KEY (migration_name);


--
-- Name: _prisma_migrations _prisma_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public._prisma_migrations
    ADD CONSTRAINT _prisma_migrations_pkey PRIMARY KEY (id);


--
-- Name: DrawExclusion_drawId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "DrawExclusion_drawId_idx" ON public."DrawExclusion" USING btree ("drawId");


--
-- Name: DrawMailSubscription_addressId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "DrawMailSubscription_addressId_idx" ON public."DrawMailSubscription" USING btree ("addressId");


--
-- Name: DrawMailSubscription_confirmTokenHash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "DrawMailSubscription_confirmTokenHash_key" ON public."DrawMailSubscription" USING btree ("confirmTokenHash");


--
-- Name: DrawMailSubscription_participantId_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "DrawMailSubscription_participantId_key" ON public."DrawMailSubscription" USING btree ("participantId");


--
-- Name: DrawMailSubscription_unsubscribeToken_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "DrawMailSubscription_unsubscribeToken_key" ON public."DrawMailSubscription" USING btree ("unsubscribeToken");


--
-- Name: DrawParticipant_drawId_nameKey_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "DrawParticipant_drawId_nameKey_key" ON public."DrawParticipant" USING btree ("drawId", "nameKey");


--
-- Name: DrawToken_drawId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "DrawToken_drawId_idx" ON public."DrawToken" USING btree ("drawId");


--
-- Name: DrawToken_participantId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "DrawToken_participantId_idx" ON public."DrawToken" USING btree ("participantId");


--
-- Name: Draw_slug_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "Draw_slug_key" ON public."Draw" USING btree (slug);


--
-- Name: EditToken_listId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "EditToken_listId_idx" ON public."EditToken" USING btree ("listId");


--
-- Name: Item_listId_position_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "Item_listId_position_idx" ON public."Item" USING btree ("listId", "position");


--
-- Name: List_slug_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "List_slug_key" ON public."List" USING btree (slug);


--
-- Name: MailAddress_addressKey_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "MailAddress_addressKey_key" ON public."MailAddress" USING btree ("addressKey");


--
-- Name: MailAddress_confirmTokenHash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "MailAddress_confirmTokenHash_key" ON public."MailAddress" USING btree ("confirmTokenHash");


--
-- Name: MailOutbox_addressId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "MailOutbox_addressId_idx" ON public."MailOutbox" USING btree ("addressId");


--
-- Name: MailOutbox_dueAt_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "MailOutbox_dueAt_idx" ON public."MailOutbox" USING btree ("dueAt");


--
-- Name: MailOutbox_subscriptionId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "MailOutbox_subscriptionId_idx" ON public."MailOutbox" USING btree ("subscriptionId");


--
-- Name: MailSubscription_addressId_listId_kind_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "MailSubscription_addressId_listId_kind_key" ON public."MailSubscription" USING btree ("addressId", "listId", kind);


--
-- Name: MailSubscription_listId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "MailSubscription_listId_idx" ON public."MailSubscription" USING btree ("listId");


--
-- Name: MailSubscription_unsubscribeToken_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "MailSubscription_unsubscribeToken_key" ON public."MailSubscription" USING btree ("unsubscribeToken");


--
-- Name: Picture_itemId_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "Picture_itemId_key" ON public."Picture" USING btree ("itemId");


--
-- Name: Pledge_itemId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "Pledge_itemId_idx" ON public."Pledge" USING btree ("itemId");


--
-- Name: Pledge_watcherId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "Pledge_watcherId_idx" ON public."Pledge" USING btree ("watcherId");


--
-- Name: RateLimit_expiresAt_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "RateLimit_expiresAt_idx" ON public."RateLimit" USING btree ("expiresAt");


--
-- Name: Reservation_itemId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "Reservation_itemId_idx" ON public."Reservation" USING btree ("itemId");


--
-- Name: Reservation_watcherId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "Reservation_watcherId_idx" ON public."Reservation" USING btree ("watcherId");


--
-- Name: DrawExclusion DrawExclusion_aId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawExclusion"
    ADD CONSTRAINT "DrawExclusion_aId_fkey" FOREIGN KEY ("aId") REFERENCES public."DrawParticipant"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: DrawExclusion DrawExclusion_bId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawExclusion"
    ADD CONSTRAINT "DrawExclusion_bId_fkey" FOREIGN KEY ("bId") REFERENCES public."DrawParticipant"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: DrawExclusion DrawExclusion_drawId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawExclusion"
    ADD CONSTRAINT "DrawExclusion_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES public."Draw"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: DrawMailSubscription DrawMailSubscription_addressId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawMailSubscription"
    ADD CONSTRAINT "DrawMailSubscription_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES public."MailAddress"(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: DrawMailSubscription DrawMailSubscription_participantId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawMailSubscription"
    ADD CONSTRAINT "DrawMailSubscription_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES public."DrawParticipant"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: DrawParticipant DrawParticipant_drawId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawParticipant"
    ADD CONSTRAINT "DrawParticipant_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES public."Draw"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: DrawToken DrawToken_drawId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawToken"
    ADD CONSTRAINT "DrawToken_drawId_fkey" FOREIGN KEY ("drawId") REFERENCES public."Draw"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: DrawToken DrawToken_participantId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."DrawToken"
    ADD CONSTRAINT "DrawToken_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES public."DrawParticipant"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: EditToken EditToken_listId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."EditToken"
    ADD CONSTRAINT "EditToken_listId_fkey" FOREIGN KEY ("listId") REFERENCES public."List"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: Item Item_listId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Item"
    ADD CONSTRAINT "Item_listId_fkey" FOREIGN KEY ("listId") REFERENCES public."List"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: MailOutbox MailOutbox_addressId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."MailOutbox"
    ADD CONSTRAINT "MailOutbox_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES public."MailAddress"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: MailSubscription MailSubscription_addressId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."MailSubscription"
    ADD CONSTRAINT "MailSubscription_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES public."MailAddress"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: MailSubscription MailSubscription_listId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."MailSubscription"
    ADD CONSTRAINT "MailSubscription_listId_fkey" FOREIGN KEY ("listId") REFERENCES public."List"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: Picture Picture_itemId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Picture"
    ADD CONSTRAINT "Picture_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES public."Item"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: Pledge Pledge_itemId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Pledge"
    ADD CONSTRAINT "Pledge_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES public."Item"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: Pledge Pledge_watcherId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Pledge"
    ADD CONSTRAINT "Pledge_watcherId_fkey" FOREIGN KEY ("watcherId") REFERENCES public."MailSubscription"(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- Name: Reservation Reservation_itemId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Reservation"
    ADD CONSTRAINT "Reservation_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES public."Item"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: Reservation Reservation_watcherId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Reservation"
    ADD CONSTRAINT "Reservation_watcherId_fkey" FOREIGN KEY ("watcherId") REFERENCES public."MailSubscription"(id) ON UPDATE CASCADE ON DELETE SET NULL;


--
-- PostgreSQL database dump complete
--

\unrestrict hsOnxvENkCLy8wdr4bCMnG5udw7OOs3KvdMxRvcVjuYI9cP9BwSfsaQrg34EvkH

