// A local RFC 3161 time-stamping authority for tests, the browser tests' stack and the benchmark
// (throw-away: a temporary folder), and for the local stack when no authority is set (kept: its
// folder in the stack's data, so the tokens of earlier runs still chain to the same CA): a CA and a
// time-stamping certificate made with OpenSSL, and OpenSSL's `ts -reply` answering
// application/timestamp-query over HTTP on 127.0.0.1. Requests are answered one at a time (OpenSSL
// keeps the serial number in a file).
import { execFile } from "node:child_process";
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const OPENSSL = process.env.OPENSSL ?? "openssl";

export interface TestTimestampAuthority {
  /** Where it answers, e.g. http://127.0.0.1:41234/tsr */
  url: string;
  /** The CA certificate (PEM) the authority's certificate chains to: the trust anchor. */
  trustAnchorPem: string;
  /** A TimeStampResp (DER) for a DER TimeStampReq, without HTTP. */
  reply(request: Uint8Array): Promise<Uint8Array>;
  stop(): Promise<void>;
}

function config(dir: string): string {
  return `
[ req ]
distinguished_name = dn
prompt = no
[ dn ]
CN = unused
[ ca_ext ]
basicConstraints = critical, CA:true
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[ tsa_ext ]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature, nonRepudiation
extendedKeyUsage = critical, timeStamping
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
dir = ${dir}
serial = ${dir}/serial
crypto_device = builtin
signer_cert = ${dir}/tsa.crt
certs = ${dir}/ca.crt
signer_key = ${dir}/tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
digests = sha256
accuracy = secs:1
ordering = yes
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;
}

async function makeCertificates(dir: string, name: string): Promise<void> {
  const cnf = join(dir, "openssl.cnf");
  await writeFile(cnf, config(dir));
  await writeFile(join(dir, "serial"), "01\n");
  const openssl = (...args: string[]) => run(OPENSSL, args, { cwd: dir });
  await openssl(
    "req",
    "-x509",
    "-new",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "ca.key",
    "-out",
    "ca.crt",
    "-days",
    "3650",
    "-subj",
    `/O=${name}/CN=${name} Root CA`,
    "-config",
    cnf,
    "-extensions",
    "ca_ext",
  );
  await openssl(
    "req",
    "-new",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "tsa.key",
    "-out",
    "tsa.csr",
    "-subj",
    `/O=${name}/CN=${name} Time Stamping`,
    "-config",
    cnf,
  );
  await openssl(
    "x509",
    "-req",
    "-in",
    "tsa.csr",
    "-CA",
    "ca.crt",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "tsa.crt",
    "-days",
    "3650",
    "-extfile",
    cnf,
    "-extensions",
    "tsa_ext",
  );
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Starts an authority; `name` goes into its certificates (a second one makes a rogue authority).
 * With `keepIn`, its certificates and serial numbers live in that folder, made on the first start
 * and used again by the next; without, in a temporary folder removed when it stops.
 */
export async function startTestTimestampAuthority(
  name = "Test Time Stamping Authority",
  { keepIn }: { keepIn?: string } = {},
): Promise<TestTimestampAuthority> {
  const dir = keepIn ?? (await mkdtemp(join(tmpdir(), "test-tsa-")));
  if (!keepIn || !(await exists(join(dir, "tsa.crt")))) {
    await mkdir(dir, { recursive: true });
    await makeCertificates(dir, name);
  }
  let queue: Promise<unknown> = Promise.resolve();
  let counter = 0;

  const reply = (request: Uint8Array): Promise<Uint8Array> => {
    const next = queue.then(async () => {
      counter += 1;
      const query = join(dir, `q${counter}.tsq`);
      const answer = join(dir, `q${counter}.tsr`);
      await writeFile(query, request);
      await run(OPENSSL, [
        "ts",
        "-reply",
        "-config",
        join(dir, "openssl.cnf"),
        "-queryfile",
        query,
        "-out",
        answer,
      ]);
      const bytes = new Uint8Array(await readFile(answer));
      await Promise.all([rm(query), rm(answer)]);
      return bytes;
    });
    queue = next.catch(() => undefined);
    return next;
  };

  const server: Server = createServer((req, res) => {
    if (req.method !== "POST" || req.headers["content-type"] !== "application/timestamp-query") {
      res.writeHead(400).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      reply(new Uint8Array(Buffer.concat(chunks))).then(
        (body) => res.writeHead(200, { "content-type": "application/timestamp-reply" }).end(body),
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/tsr`,
    trustAnchorPem: await readFile(join(dir, "ca.crt"), "utf8"),
    reply,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
      if (!keepIn) await rm(dir, { recursive: true, force: true });
    },
  };
}
