--
-- PostgreSQL database dump
--

\restrict 8uXAO0dxNJLpQe1mc7i4T1V8n0gyU1477HEnh2MKXmNg6XEwHN35tL9NlkkJf0u

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
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
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
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
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
-- Data for Name: EditToken; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."EditToken" VALUES ('e87a8c46f00e4feca6a54d7ce62ce567fd54847ba9b62e6eda56873051a4980b', 'vi8cxmyrmaocohaj', '2026-11-26 20:03:02.615');
INSERT INTO public."EditToken" VALUES ('4c8f9a58fddcd6087d8ed6c86585871f37c25e3891481916b070f1a3efd9667a', 'gkch4emuxkdjjtw6', '2026-11-26 20:03:02.702');
INSERT INTO public."EditToken" VALUES ('d4f51f19c72a08e7bbb19ad9cdff258b5ef123bf4faa66f1354c74a5419143db', 'fagjjca6sem8r8nf', '2026-11-26 20:03:03.062');
INSERT INTO public."EditToken" VALUES ('8b4c6f0245d22bba394ae77dcf07265d0669b3234ceea2be8b0d0207f54a7bca', '4z6dsz9uq3g453gd', '2026-11-26 20:03:04.258');
INSERT INTO public."EditToken" VALUES ('862f562c442baf563d5825bf456736a4838c5c27b363497fe33e3beae333099c', 'daff27cchs82xyma', '2026-11-26 20:03:04.558');


--
-- Data for Name: Item; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."Item" VALUES ('jtmrvi7vzmph2kuh', 'vi8cxmyrmaocohaj', 'Fahrrad', NULL, NULL, 30000, NULL, 'Zusammen schenken 🚲', 0, '2026-11-26 20:03:01.534', '2026-11-26 20:03:02.509', 1, NULL, NULL, false, true, false);
INSERT INTO public."Item" VALUES ('wbn2jg67rkf5fzci', 'vi8cxmyrmaocohaj', 'Kochbuch „Jerusalem“', 'https://shop.example/kochbuch-jerusalem', NULL, 2990, NULL, 'Die gebundene Ausgabe, bitte.', 1, '2026-11-26 20:03:00.685', '2026-11-26 20:03:02.514', 1, NULL, 'Bücher', true, false, false);
INSERT INTO public."Item" VALUES ('jcuyw6375dv4ev5b', 'vi8cxmyrmaocohaj', 'Foto-Kalender', NULL, NULL, 1800, NULL, NULL, 2, '2026-11-26 20:03:00.862', '2026-11-26 20:03:02.517', 1, NULL, 'Bücher', false, false, false);
INSERT INTO public."Item" VALUES ('kabhyhyr3g9g9cgk', 'vi8cxmyrmaocohaj', 'Brettspiel', NULL, NULL, NULL, 'ca. 40 CHF', NULL, 3, '2026-11-26 20:03:00.816', '2026-11-26 20:03:02.523', 3, NULL, 'Spiele', false, false, false);
INSERT INTO public."Item" VALUES ('i4ivzguvxmmazp7q', 'vi8cxmyrmaocohaj', 'Vase', NULL, 'http://127.0.0.1:40807/blue.png', NULL, NULL, NULL, 4, '2026-11-26 20:03:00.914', '2026-11-26 20:03:02.524', 1, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('a6p5s63djbkfkk86', 'vi8cxmyrmaocohaj', 'Bild, das keins ist', NULL, 'http://127.0.0.1:40807/not-a-picture.png', NULL, NULL, NULL, 5, '2026-11-26 20:03:01.386', '2026-11-26 20:03:02.524', 1, 'picture_not_an_image', NULL, false, false, false);
INSERT INTO public."Item" VALUES ('2iofafhkwddamnwa', 'vi8cxmyrmaocohaj', 'Socken', NULL, NULL, NULL, NULL, NULL, 6, '2026-11-26 20:03:01.703', '2026-11-26 20:03:02.528', 1, NULL, NULL, false, false, true);
INSERT INTO public."Item" VALUES ('u6tsynr3daoekmb6', 'gkch4emuxkdjjtw6', 'Teeservice', 'https://shop.example/çay-seti', NULL, 125000, NULL, NULL, 0, '2026-11-26 20:03:02.815', '2026-11-26 20:03:02.815', 1, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('atmt2mc2735ycmgp', 'gkch4emuxkdjjtw6', 'Hochzeitsreise', NULL, NULL, 2000000, NULL, NULL, 1, '2026-11-26 20:03:02.846', '2026-11-26 20:03:02.846', 1, NULL, NULL, true, true, false);
INSERT INTO public."Item" VALUES ('vy8odj468fcxnr35', 'gkch4emuxkdjjtw6', 'Handtücher', NULL, 'http://127.0.0.1:40807/green.png', NULL, NULL, NULL, 2, '2026-11-26 20:03:02.865', '2026-11-26 20:03:02.875', 2, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('bek43guhn6a43dob', 'fagjjca6sem8r8nf', 'LEGO Eisenbahn', NULL, NULL, 14999, NULL, NULL, 0, '2026-11-26 20:03:03.105', '2026-11-26 20:03:03.105', 2, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('yh5t8fmsm55m25jo', 'fagjjca6sem8r8nf', 'Schal', NULL, NULL, NULL, NULL, 'Rot oder grün', 1, '2026-11-26 20:03:03.129', '2026-11-26 20:03:03.297', 1, NULL, NULL, false, false, true);
INSERT INTO public."Item" VALUES ('3b6tmu6b52sdrm4m', '4z6dsz9uq3g453gd', 'Fahrrad', NULL, NULL, 30000, NULL, 'Zusammen schenken 🚲', 0, '2026-11-26 20:03:04.266', '2026-11-26 20:03:04.266', 1, NULL, NULL, false, true, false);
INSERT INTO public."Item" VALUES ('n2ehsbq5j7z6y8uf', '4z6dsz9uq3g453gd', 'Kochbuch „Jerusalem“', 'https://shop.example/kochbuch-jerusalem', NULL, 2990, NULL, 'Die gebundene Ausgabe, bitte.', 1, '2026-11-26 20:03:04.266', '2026-11-26 20:03:04.266', 1, NULL, 'Bücher', true, false, false);
INSERT INTO public."Item" VALUES ('uzgc29r38pmdspms', '4z6dsz9uq3g453gd', 'Foto-Kalender', NULL, NULL, 1800, NULL, NULL, 2, '2026-11-26 20:03:04.266', '2026-11-26 20:03:04.266', 1, NULL, 'Bücher', false, false, false);
INSERT INTO public."Item" VALUES ('nbbaxmadk7vq8qoa', '4z6dsz9uq3g453gd', 'Brettspiel', NULL, NULL, NULL, 'ca. 40 CHF', NULL, 3, '2026-11-26 20:03:04.266', '2026-11-26 20:03:04.266', 3, NULL, 'Spiele', false, false, false);
INSERT INTO public."Item" VALUES ('6wb6ck4pq4fwvaor', '4z6dsz9uq3g453gd', 'Vase', NULL, 'http://127.0.0.1:40807/blue.png', NULL, NULL, NULL, 4, '2026-11-26 20:03:04.266', '2026-11-26 20:03:04.266', 1, NULL, NULL, false, false, false);
INSERT INTO public."Item" VALUES ('953p5petuiz38nmw', '4z6dsz9uq3g453gd', 'Socken', NULL, NULL, NULL, NULL, NULL, 6, '2026-11-26 20:03:04.266', '2026-11-26 20:03:04.266', 1, NULL, NULL, false, false, true);
INSERT INTO public."Item" VALUES ('6w22qtdtf8pe6js3', '4z6dsz9uq3g453gd', 'Bild, das keins ist', NULL, 'http://127.0.0.1:40807/not-a-picture.png', NULL, NULL, NULL, 5, '2026-11-26 20:03:04.266', '2026-11-26 20:03:04.534', 1, 'picture_not_an_image', NULL, false, false, false);


--
-- Data for Name: List; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."List" VALUES ('fagjjca6sem8r8nf', 'kmo2g4ns3a6nejff', 'Weihnachten 2025', '$argon2id$v=19$m=19456,t=2,p=1$FtpfYo4CNefaWqZpDiA+eQ$eCBf7i/sX+oY12iPWXeokjCmK/TK7rUh5mnRndghsz0', '#111827', 'system', 'birthday', NULL, NULL, NULL, false, 'password_only', 'xmas', NULL, '2026-11-26 20:03:03.062', '2026-11-26 20:03:03.349', 8, 'EUR', true, true);
INSERT INTO public."List" VALUES ('vi8cxmyrmaocohaj', 'n6meau7fxgyz3my8', 'Annas 30. Geburtstag 🎂', '$argon2id$v=19$m=19456,t=2,p=1$tfacRMO1LK/9tTYkkV0mHg$9YkhxHU97X7Kr7dVzmHq0VsKp892mEYS2SPzkDL0azw', '#aa3355', 'serif', 'party', '2026-12-05T19:30', 'Café Müller, Wien', 'Bitte zweimal klingeln.
Zweiter Stock, links.', true, 'name', 'family', NULL, '2026-11-26 20:02:59.802', '2026-11-26 20:03:02.614', 22, 'CHF', false, false);
INSERT INTO public."List" VALUES ('4z6dsz9uq3g453gd', 'ubytee42dzmf5npq', 'Annas Liste (Kopie für 2027)', '$argon2id$v=19$m=19456,t=2,p=1$r6/NHr8tUP3kACz4/wVsAw$+FMQMleUrOxP8v5Bd3L4eU8aF70sjJA74DAN4eZAAXM', '#aa3355', 'serif', 'party', '2026-12-05T19:30', 'Café Müller, Wien', 'Bitte zweimal klingeln.
Zweiter Stock, links.', true, 'name', 'family', NULL, '2026-11-26 20:03:04.258', '2026-11-26 20:03:04.258', 1, 'CHF', false, false);
INSERT INTO public."List" VALUES ('daff27cchs82xyma', 'm3bd5obrysgj3kgi', 'Leere Liste', '$argon2id$v=19$m=19456,t=2,p=1$+HmR4yoI0tNTuSeXkXyLfw$adO6CMHoyqFpcJqS+HwdG+npR6+sTJJ225j+858SK4A', '#111827', 'system', 'plain', NULL, NULL, NULL, true, 'name', 'neutral', NULL, '2026-11-26 20:03:04.558', '2026-11-26 20:03:04.558', 0, 'EUR', true, false);
INSERT INTO public."List" VALUES ('gkch4emuxkdjjtw6', '8fbt9vi25emrkx22', 'Hochzeit Selin & Jonas 💍', '$argon2id$v=19$m=19456,t=2,p=1$3QOke5ja0AKXoS+iDJz3XA$rx1O/1Na2W3cJHeqpDu3feACBNCfrL9+Z64VzpKTlm0', '#33aa66', 'system', 'plain', NULL, NULL, NULL, true, 'icon', 'bachelor', 'family', '2026-11-26 20:03:02.702', '2026-11-26 20:03:02.754', 9, 'TRY', true, false);


--
-- Data for Name: Picture; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."Picture" VALUES ('pceyxcwpdbp42gkx', 'i4ivzguvxmmazp7q', '\x524946464a00000057454250565038203e0000003003009d012a28001e003e6d369748a4232221256800800d89670076000057f05bc000fef5b87ffffb2b1ffa563ff4ac7f149ffee832ce19f5c397100000', 40, 30, '\x524946464c0000005745425056503820400000005003009d012a28001e003e91469e4b25a3a2a1a56800b012096700ca2e80002bf7c37000fef10a8fffe849ffc127ff049fba7febbc5a4cdde8c2181528000000', 40, '2026-11-26 20:03:01.018');
INSERT INTO public."Picture" VALUES ('taei9vw8dtrpiju5', 'jcuyw6375dv4ev5b', '\x524946464c0000005745425056503820400000005003009d012a300020003e6d369748a4232221256800800d896700d0be80002bf7c37000fef03843feb693342990fffda59ffd4b3ffa967f8c23ecb3a0000000', 48, 32, '\x524946464a00000057454250565038203e0000007003009d012a300020003e91469e4b25a3a2a1a56800b012096700d0be80002f8baa980000feee431ff10bbd8db7fff49b3fe093ff824fe07bcf3d990000', 48, '2026-11-26 20:03:01.844');
INSERT INTO public."Picture" VALUES ('ychmjf9u7dw9r78b', 'vy8odj468fcxnr35', '\x524946464e0000005745425056503820420000009003009d012a1e0028003e6d369748a4232221256800800d89670076000042bf80d72b088000fe9c479fff8de6f35ad6ffffe8c3ffc30fff0c3fbe91c15480000000', 30, 40, '\x524946464800000057454250565038203c0000005003009d012a1e0028003e91469e4b25a3a2a1a56800b012096700d0be80002bf7c37000fee2e0bfaf8029ea8fff94afdd97a49d2530a86680000000', 30, '2026-11-26 20:03:02.875');
INSERT INTO public."Picture" VALUES ('9myyhcodqrbc8s5x', 'uzgc29r38pmdspms', '\x524946464c0000005745425056503820400000005003009d012a300020003e6d369748a4232221256800800d896500d0be80002bf7c37000fef03843feb693342990fffda59ffd4b3ffa967f8c23ecb3a0000000', 48, 32, '\x524946464a00000057454250565038203e0000005003009d012a300020003e91469e4b25a3a2a1a56800b012096500d17280002bf7c37000feee431ff740029fb3fffd093ff824ffe093f809e984a0000000', 48, '2026-11-26 20:03:04.279');
INSERT INTO public."Picture" VALUES ('sx8ic3c3sb5qjgj6', '6wb6ck4pq4fwvaor', '\x524946464a00000057454250565038203e0000005003009d012a28001e003e6d369748a4232221256800800d896500d17280002bf7c37000fef5b87fffd958ffd2b1ffa563f8a4ffa146ca25fb5b1a400000', 40, 30, '\x524946464c0000005745425056503820400000005003009d012a28001e003e91469e4b25a3a2a1a56800b012096500c79a80002bf7c37000fef10a8fffd093ff824ffe093f74ffd778b4972dbcd88a48b4000000', 40, '2026-11-26 20:03:04.279');


--
-- Data for Name: Pledge; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."Pledge" VALUES ('5ju2dctw2x8vw4x7', 'jtmrvi7vzmph2kuh', 10000, 'Papa', '$argon2id$v=19$m=19456,t=2,p=1$D/K93Plx3VY+WEDwMJxe+Q$VQL37ypeSRfXUllC7KU29qlsL4Vxpl21giGZxfqcsxE', '2026-11-26 20:03:02.3');
INSERT INTO public."Pledge" VALUES ('kih2tz5kcrxtzfgo', 'jtmrvi7vzmph2kuh', 5050, 'Lena', '$argon2id$v=19$m=19456,t=2,p=1$3hUUO1BEBNLV5TPj3AqeLQ$ceqc/Ayis8dEVAKH7sNzhCGeyMJbxPXdOxlyeds/OOo', '2026-11-26 20:03:02.363');
INSERT INTO public."Pledge" VALUES ('q8vkbgh4hwt6wyhy', 'jtmrvi7vzmph2kuh', 2500, 'Max', '$argon2id$v=19$m=19456,t=2,p=1$Gp+mvd3f9Kjtms1ftHSAsA$946bxKIIIiIYtcGQrMNXyfsum1gcSNIR5noqnFO3trk', '2026-11-26 20:03:02.47');
INSERT INTO public."Pledge" VALUES ('xc3dsw6scvegdic3', 'atmt2mc2735ycmgp', 500000, '👨', '$argon2id$v=19$m=19456,t=2,p=1$H64fJwsvqbFOTjHuoLBGyg$xGurdoWieqyptl3QOG6z7n/nCOl+hM/ulD7c6MDr778', '2026-11-26 20:03:02.989');
INSERT INTO public."Pledge" VALUES ('vfhtqb2u2nfcctfh', 'atmt2mc2735ycmgp', 250075, '👵', '$argon2id$v=19$m=19456,t=2,p=1$mo5ToGdui1bO5uA6T9wBRQ$EyHs6Z6mPqOZt0cjfqapA4er6fqlix7EpFW1sfCJMGM', '2026-11-26 20:03:03.02');
INSERT INTO public."Pledge" VALUES ('mnjivwzcqq6xksts', '3b6tmu6b52sdrm4m', 10000, 'Papa', '', '2026-11-26 20:03:04.3');
INSERT INTO public."Pledge" VALUES ('6d9d5sf8rjbyv6wk', '3b6tmu6b52sdrm4m', 5050, 'Lena', '', '2026-11-26 20:03:04.3');
INSERT INTO public."Pledge" VALUES ('v44suk2z5awbvq7q', '3b6tmu6b52sdrm4m', 2500, 'Max', '', '2026-11-26 20:03:04.3');


--
-- Data for Name: RateLimit; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."RateLimit" VALUES ('item-create', 'vi8cxmyrmaocohaj', '{"6bysesgkN351": 1795723381315, "82zRzrt5KIFt": 1795723381680, "Fb8xDvEvnXe7": 1795723380901, "FnTOUftTShhg": 1795723380846, "GsFfHO7S5iiC": 1795723380633, "S2YGjkGVqN6e": 1795723381598, "TKhpmHulkf90": 1795723381497, "x8FViOF1qt1x": 1795723380799}', 1795723441680);
INSERT INTO public."RateLimit" VALUES ('unreserve', 'vi8cxmyrmaocohaj|127.0.0.1', '{}', 1795724282252);
INSERT INTO public."RateLimit" VALUES ('owner-login', 'vi8cxmyrmaocohaj|127.0.0.1', '{}', 1795724282552);
INSERT INTO public."RateLimit" VALUES ('item-create', 'gkch4emuxkdjjtw6', '{"0XBwczGbDUla": 1795723382834, "9TiwPrjqYwnF": 1795723382861, "fAVBSAPrInQx": 1795723382795}', 1795723442861);
INSERT INTO public."RateLimit" VALUES ('item-create', 'fagjjca6sem8r8nf', '{"bkNsQ4jWLTPz": 1795723383118, "dCdXCDDRq6KQ": 1795723383097}', 1795723443118);
INSERT INTO public."RateLimit" VALUES ('reservation', '127.0.0.1', '{"AdgIx91JUZDE": 1795723383137, "FKhnXUqFB58P": 1795723382410, "I8hdi_Jdt3IL": 1795723382959, "VWPan7lRDl2W": 1795723382177, "_Pr_o-FWKil_": 1795723382922, "bxsQMKHEX0k_": 1795723383003, "c9bVkqKl5EO9": 1795723382890, "eLY38sqchrzN": 1795723382094, "jorZTs2LS0XC": 1795723382248, "mH8ZvegqTIzc": 1795723382319, "nK-rshvW4mjS": 1795723383214, "tby0y2zcEBnq": 1795723381863, "wo5K1d8dm9P9": 1795723382226, "xNI6-1FTlSFb": 1795723382276}', 1795723443214);
INSERT INTO public."RateLimit" VALUES ('failed-import', '127.0.0.1', '{}', 1795724283639);
INSERT INTO public."RateLimit" VALUES ('list-create', '127.0.0.1', '{"M5Ct-f_AIuuv": 1795723384231, "Saz_x099cpHJ": 1795723379562, "rdkKj5XScFQ5": 1795723382642, "uhj2NHFUv1Ae": 1795723383026, "ui4OsuU8uWS8": 1795723384347}', 1795726984347);


--
-- Data for Name: Reservation; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public."Reservation" VALUES ('xyihigv649non3mc', 'wbn2jg67rkf5fzci', 1, 'Jürgen', '$argon2id$v=19$m=19456,t=2,p=1$ZKVLkKJEvbKIoVMrp8tfUA$RrajJR8vwcnMsVdC8Wg62XVq5Ryh1vhz5pddx1A2vF8', '2026-11-26 20:03:02.068');
INSERT INTO public."Reservation" VALUES ('krkh5u5jh63zo67k', 'kabhyhyr3g9g9cgk', 2, 'Oma Erna', '$argon2id$v=19$m=19456,t=2,p=1$5UPTkRM+8PQUn3HC8FgXhg$49QEqbF3s+Cum8+Jn5VDmqwodwwZg0S7Rrfj+ryvL7g', '2026-11-26 20:03:02.17');
INSERT INTO public."Reservation" VALUES ('eng5s7678mtdgwns', 'kabhyhyr3g9g9cgk', 1, 'Tom', '$argon2id$v=19$m=19456,t=2,p=1$yd98oCxPDa0zoIiHvYzMpw$wj1bWas/8jC08tftuKogsZ5pF9SfjQAQM6dqCf5ndJc', '2026-11-26 20:03:02.216');
INSERT INTO public."Reservation" VALUES ('ms9wz8b6naf4maak', 'u6tsynr3daoekmb6', 1, '👩', '$argon2id$v=19$m=19456,t=2,p=1$gXCPw7LQasHGEpD1MWr+Pw$Vp/M9xqRo5ggNVkM74j1olp1hXT1hSkkc1taKdySdao', '2026-11-26 20:03:02.916');
INSERT INTO public."Reservation" VALUES ('9wginzrdji97mvt8', 'vy8odj468fcxnr35', 1, '👦', '$argon2id$v=19$m=19456,t=2,p=1$yTrLtcrBoBdQ7hl7Zl8+3Q$phiIRUDUUDqLWFNIE+nDO5rj9zG0pCiQfmwRcAHAK/Q', '2026-11-26 20:03:02.953');
INSERT INTO public."Reservation" VALUES ('nbifh5pywvt9edgn', 'bek43guhn6a43dob', 1, NULL, '$argon2id$v=19$m=19456,t=2,p=1$2zsZXjKcIiW1vNl9WuZGBA$jbghJOih6FN67kPTi1uaJFs/owzkzn1hs97XorkgCjQ', '2026-11-26 20:03:03.187');
INSERT INTO public."Reservation" VALUES ('2rzuaf9yu4uzsgbz', 'yh5t8fmsm55m25jo', 1, NULL, '$argon2id$v=19$m=19456,t=2,p=1$grnaaIjpNmTiW9oJaECsmg$yFGeNgakvgoXVlz067IhOnTazVD5+hCYng6kuS+yfr4', '2026-11-26 20:03:03.254');


--
-- Data for Name: _prisma_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public._prisma_migrations VALUES ('195c11fc-f2ad-4bef-a716-9efd2bb0bea2', '98809bae1d0b76974520e408411fe00945767e38694581acd7e673edd8556c88', '2026-11-26 20:02:56.902+00', '20261122000000_init', NULL, NULL, '2026-11-26 20:02:56.901+00', 1);
INSERT INTO public._prisma_migrations VALUES ('90a08eb0-67ad-44dd-be87-7e2e08ce858e', '589eaf6a6e8277a7bca6b9e3f8bd5e7949a0a05ddd0bbb12af6d646399a85b62', '2026-11-26 20:02:56.917+00', '20261201000000_rate_limits', NULL, NULL, '2026-11-26 20:02:56.917+00', 1);
INSERT INTO public._prisma_migrations VALUES ('6f7818ff-55a5-4834-b4b9-37e17e3a8776', '4555353378546030337fcf8a944d8450b3bc350f775a179d5f93c3655f9e93c8', '2026-11-26 20:02:56.919+00', '20261210000000_quantities', NULL, NULL, '2026-11-26 20:02:56.919+00', 1);
INSERT INTO public._prisma_migrations VALUES ('8292bab8-ad92-420a-83cb-41bdd704efb6', '6aa39f6dfc4733b4f689363f6d3d55c28ddf7c42c96cd3944019fd9bb2859e5a', '2026-11-26 20:02:56.932+00', '20261215000000_list_version', NULL, NULL, '2026-11-26 20:02:56.932+00', 1);
INSERT INTO public._prisma_migrations VALUES ('eedee7b1-5f3a-43aa-81e3-05afadc7dcba', 'fa6900eb518745aba33a2905fb268ce5233b58d0bc58aeee4e8e8802aaf25ffe', '2026-11-26 20:02:56.937+00', '20261220000000_pictures', NULL, NULL, '2026-11-26 20:02:56.937+00', 1);
INSERT INTO public._prisma_migrations VALUES ('b38dccb3-8d45-448e-b262-37232b4dd12f', 'a477851f6bf59cde8fd3af6196a2c26d3d93dcbe21b71d23ff70db3984019e92', '2026-11-26 20:02:56.945+00', '20261221000000_sections', NULL, NULL, '2026-11-26 20:02:56.945+00', 1);
INSERT INTO public._prisma_migrations VALUES ('127a3cd4-7328-41c4-b9b6-637d5074ac9b', 'b6aae368d4d1be28a3f6a793b17b631d86dec80d0a9b4f10782039a26a140dae', '2026-11-26 20:02:56.946+00', '20261222000000_currency', NULL, NULL, '2026-11-26 20:02:56.946+00', 1);
INSERT INTO public._prisma_migrations VALUES ('74e7baf9-933d-4b52-9216-b5c2394535cb', '778b06f50c2ec1daf5c20851f453c6444fafe3ebe513fbb86867985faba545f1', '2026-11-26 20:02:56.947+00', '20261223000000_group_gifts', NULL, NULL, '2026-11-26 20:02:56.947+00', 1);
INSERT INTO public._prisma_migrations VALUES ('6e1b19d5-859d-49ea-a5e5-cfbe919a5b93', 'a7cdef45db92308d76382c01bb76dc2e40ba1a0b11f7cc10da11d5106e007b3a', '2026-11-26 20:02:56.952+00', '20261224000000_surprise_closing', NULL, NULL, '2026-11-26 20:02:56.952+00', 1);


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
-- Name: _prisma_migrations _prisma_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public._prisma_migrations
    ADD CONSTRAINT _prisma_migrations_pkey PRIMARY KEY (id);


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
-- Name: Picture_itemId_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX "Picture_itemId_key" ON public."Picture" USING btree ("itemId");


--
-- Name: Pledge_itemId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "Pledge_itemId_idx" ON public."Pledge" USING btree ("itemId");


--
-- Name: RateLimit_expiresAt_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "RateLimit_expiresAt_idx" ON public."RateLimit" USING btree ("expiresAt");


--
-- Name: Reservation_itemId_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX "Reservation_itemId_idx" ON public."Reservation" USING btree ("itemId");


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
-- Name: Reservation Reservation_itemId_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public."Reservation"
    ADD CONSTRAINT "Reservation_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES public."Item"(id) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--

\unrestrict 8uXAO0dxNJLpQe1mc7i4T1V8n0gyU1477HEnh2MKXmNg6XEwHN35tL9NlkkJf0u

