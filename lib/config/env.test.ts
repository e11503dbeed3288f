import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, loadConfigOrExit } from "./env.mjs";

describe("loadConfig", () => {
  it("gives every default for an empty environment", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.database).toEqual({
      provider: "sqlite",
      url: "file:/srv/app/data/wunschliste.db",
      filePath: "/srv/app/data/wunschliste.db",
    });
    expect(config.publicBaseUrl).toBeNull();
    expect(config.trustProxyHops).toBe(0);
    expect(config.shutdownDrainSeconds).toBe(10);
    expect(config.limits.ownerLoginFailures).toEqual({ max: 10, windowSeconds: 900 });
    expect(config.databasePoolSize).toBe(10);
  });

  it("selects PostgreSQL for a postgresql:// URL and keeps the URL as given", () => {
    const url = "postgresql://app:secret@db.internal:5432/wishes";
    const config = loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "4" }, "/srv/app");
    expect(config.database).toEqual({ provider: "postgresql", url, filePath: null });
    expect(config.databasePoolSize).toBe(4);
    expect(loadConfig({ DATABASE_URL: "postgres://h/db" }).database.provider).toBe("postgresql");
    expect(loadConfig({ DATABASE_URL: "file:x.db" }, "/srv").database).toMatchObject({ provider: "sqlite" });
  });

  it("treats blank values as unset and trims a trailing slash of PUBLIC_BASE_URL", () => {
    const config = loadConfig({ PORT: " ", PUBLIC_BASE_URL: "https://wishes.example.org/" }, "/srv/app");
    expect(config.port).toBe(3000);
    expect(config.publicBaseUrl).toBe("https://wishes.example.org");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PUBLIC_BASE_URL", "not-a-url"],
    ["PUBLIC_BASE_URL", "ftp://example.org"],
    ["PUBLIC_BASE_URL", "https://user:pw@example.org"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["DATABASE_POOL_SIZE", "0"],
    ["TRUST_PROXY", "yes please"],
    ["RATE_LIMIT_CREATES", "0"],
    ["SHUTDOWN_DRAIN_SECONDS", "-1"],
    ["RETENTION_DAYS", "14"],
    ["OPERATOR_CONTACT", "Anna\nMuster"],
    ["OPERATOR_CONTACT", "x".repeat(301)],
  ])("refuses %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it("refuses a PUBLIC_BASE_URL naming the /web/ page, as the start's line does (decision 212)", () => {
    // links add /web/… themselves: they would lead to /web/web/?slug=…
    for (const value of [
      "https://wishes.example.org/web/",
      "http://192.168.1.20:3000/web",
      "https://example.org/lists/web/",
    ]) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: value })).toThrow(
        `PUBLIC_BASE_URL=${JSON.stringify(value)}: must be the site's address, not its /web/ page, such as https://wishes.example.org`,
      );
    }
    expect(loadConfig({ PUBLIC_BASE_URL: "https://wishes.example.org:8443/" }).publicBaseUrl).toBe(
      "https://wishes.example.org:8443",
    );
    // a prefix a proxy maps (tests/api/public-url.test.ts) stays
    expect(loadConfig({ PUBLIC_BASE_URL: "https://example.org/lists/" }).publicBaseUrl).toBe(
      "https://example.org/lists",
    );
  });

  it("keeps lists for good and names no contact unless RETENTION_DAYS and OPERATOR_CONTACT are set", () => {
    expect(loadConfig({})).toMatchObject({ retentionDays: null, operatorContact: null });
    const set = loadConfig({ RETENTION_DAYS: "400", OPERATOR_CONTACT: "  Familie Muster <a@b.org> " });
    expect(set).toMatchObject({ retentionDays: 400, operatorContact: "Familie Muster <a@b.org>" });
  });

  it("turns mail on only with SMTP_URL, which needs MAIL_FROM and PUBLIC_BASE_URL (decision 081)", () => {
    expect(loadConfig({}).mail).toBeNull();
    expect(loadConfig({ MAIL_FROM: "a@b.org", MAIL_DIGEST_SECONDS: "60" }).mail).toBeNull();
    const mail = {
      SMTP_URL: "smtps://user:secret@mail.example.org:465",
      MAIL_FROM: "Wunschliste <wishes@example.org>",
      PUBLIC_BASE_URL: "https://wishes.example.org",
    };
    expect(loadConfig(mail).mail).toEqual({
      smtpUrl: "smtps://user:secret@mail.example.org:465",
      from: "Wunschliste <wishes@example.org>",
      digestSeconds: 600,
    });
    expect(loadConfig({ ...mail, MAIL_DIGEST_SECONDS: "5" }).mail?.digestSeconds).toBe(5);
    expect(() => loadConfig({ ...mail, MAIL_FROM: "" })).toThrow(/MAIL_FROM="": must be set with SMTP_URL/);
    expect(() => loadConfig({ ...mail, PUBLIC_BASE_URL: " " })).toThrow(
      /PUBLIC_BASE_URL="": must be set with SMTP_URL/,
    );
  });

  it.each([
    ["SMTP_URL", "http://mail.example.org"],
    ["SMTP_URL", "smtp://"],
    ["MAIL_FROM", "nobody"],
    ["MAIL_FROM", "Wunschliste <wishes@example.org"],
    ["MAIL_DIGEST_SECONDS", "0"],
  ])("refuses mail setting %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it("hashes at the real cost unless TEST_CHEAP_PASSWORD_HASHES is 1, and refuses any other word (decision 159)", () => {
    expect(loadConfig({}).testCheapPasswordHashes).toBe(false);
    expect(loadConfig({ TEST_CHEAP_PASSWORD_HASHES: "0" }).testCheapPasswordHashes).toBe(false);
    expect(loadConfig({ TEST_CHEAP_PASSWORD_HASHES: "1" }).testCheapPasswordHashes).toBe(true);
    expect(() => loadConfig({ TEST_CHEAP_PASSWORD_HASHES: "cheap" })).toThrow(/TEST_CHEAP_PASSWORD_HASHES=/);
  });

  it("names the tests' cheap hashes at a production start, and nowhere else (decision 202)", () => {
    const notes = (source: Record<string, string>) => {
      const warnings: string[] = [];
      loadConfigOrExit(source, process.cwd(), { warn: (_, line) => warnings.push(line), error: () => {} });
      return warnings;
    };
    expect(notes({ NODE_ENV: "production", TEST_CHEAP_PASSWORD_HASHES: "1" })).toEqual([
      expect.stringMatching(/^TEST_CHEAP_PASSWORD_HASHES=1 is for test servers only/),
    ]);
    expect(notes({ NODE_ENV: "production", TEST_CHEAP_PASSWORD_HASHES: "0" })).toEqual([]);
    expect(notes({ NODE_ENV: "test", TEST_CHEAP_PASSWORD_HASHES: "1" })).toEqual([]);
  });

  it("points at a comment systemd kept in a value, refused or shown (decision 202)", () => {
    expect(() => loadConfig({ RETENTION_DAYS: "400   # a year's birthday list" })).toThrow(
      /RETENTION_DAYS=.*a comment after the value\? systemd's EnvironmentFile= keeps it/,
    );
    const warnings: string[] = [];
    loadConfigOrExit(
      {
        OPERATOR_CONTACT: "Familie Muster, datenschutz@example.org# shown on the privacy page",
        MAIL_DIGEST_SECONDS: "600",
      },
      process.cwd(),
      { warn: (_, line) => warnings.push(line), error: () => {} },
    );
    expect(warnings).toEqual([
      expect.stringMatching(/^OPERATOR_CONTACT=.* holds a "# " \(a comment after the value\?/),
    ]);
  });

  it("names a secret setting without its secret, refused or warned about (decision 212)", () => {
    const refusal = (source: Record<string, string>) => {
      try {
        loadConfig(source);
      } catch (error) {
        return error instanceof ConfigError ? error.message : "";
      }
      return "";
    };
    // a slash short: the SMTP password must not reach the journal with the refusal
    const smtp = refusal({ SMTP_URL: "smtp:/mailer:app-pass-4711@mail.example.org:587" });
    expect(smtp).toContain('SMTP_URL="smtp:/mailer:***@mail.example.org:587": must be an smtp://');
    const database = refusal({ DATABASE_URL: "postgresq://app:db-pass-4711@db.internal/wishes" });
    expect(database).toContain('DATABASE_URL="postgresq://app:***@db.internal/wishes"');
    expect(refusal({ DATABASE_URL: "pg://db.internal/wishes?user=app&password=db-pass-4711" })).toContain(
      'DATABASE_URL="pg://db.internal/wishes?user=app&password=***"',
    );
    const metrics = refusal({ METRICS_TOKEN: "tok-4711-short" });
    expect(metrics).toContain("METRICS_TOKEN=<14 characters, not shown>: must be at least 16 characters");
    expect(refusal({ ADMIN_TOKEN: "tok-4711 with a space" })).toContain("ADMIN_TOKEN=<21 characters, not shown>");
    // accepted with a comment systemd kept: the warning names the value without the password
    const warnings: string[] = [];
    loadConfigOrExit({ DATABASE_URL: "postgresql://app:db-pass-4711@db.internal/wishes # the club's" }, "/srv", {
      warn: (_, line) => warnings.push(line),
      error: () => {},
    });
    expect(warnings).toEqual([
      expect.stringMatching(/^DATABASE_URL="postgresql:\/\/app:\*\*\*@db\.internal\/wishes # the club's" holds a "# "/),
    ]);
    for (const message of [smtp, database, metrics, ...warnings]) expect(message).not.toContain("4711");
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "abc", HOST: "x", RATE_LIMIT_LOGIN_FAILURES: "ten" })).toThrow(
      /PORT=.*\n.*RATE_LIMIT_LOGIN_FAILURES=/,
    );
  });
});

describe("ADMIN_TOKEN and PICTURES_MAX_TOTAL_MB", () => {
  it("turn the admin view on only with a token of at least 16 characters, and never name it in the note", () => {
    const off = loadConfig({}).admin;
    expect(off).toEqual({ token: null, note: "admin view off (ADMIN_TOKEN unset)" });
    const short = loadConfig({ ADMIN_TOKEN: "fifteen-chars15" }).admin;
    expect(short.token).toBeNull();
    expect(short.note).toMatch(/^admin view off: ADMIN_TOKEN has fewer than 16 characters/);
    expect(short.note).not.toContain("fifteen-chars15");
    const on = loadConfig({ ADMIN_TOKEN: "sixteen-chars-16" }).admin;
    expect(on).toEqual({ token: "sixteen-chars-16", note: "admin view on at /web/admin/" });
    expect(() => loadConfig({ ADMIN_TOKEN: "with a space in it" })).toThrow(ConfigError);
  });

  it("reads the quota in MiB; unset: no quota", () => {
    expect(loadConfig({}).picturesMaxTotalBytes).toBeNull();
    expect(loadConfig({ PICTURES_MAX_TOTAL_MB: "2" }).picturesMaxTotalBytes).toBe(2 * 1024 * 1024);
    expect(() => loadConfig({ PICTURES_MAX_TOTAL_MB: "0" })).toThrow(ConfigError);
  });
});
