// RFC 3161 time stamps with pkijs and asn1js (no hand-written DER): a TimeStampReq over the SHA-256
// of the bytes stamped, with a nonce and certReq, sent over HTTP (application/timestamp-query), and the checks of a
// token: the status, that it stamps this digest (and this nonce), the signature against the
// certificate it carries, that certificate's purpose (time stamping only, RFC 3161 2.3) and, when a
// trust anchor is given, its chain to that anchor as of the token's time.
import { createHash } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const TIME_STAMPING_PURPOSE = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const TST_INFO_CONTENT_TYPE = "1.2.840.113549.1.9.16.1.4";

/** Why a token is not valid (or an authority's answer not usable). */
export class TimestampError extends Error {
  override name = "TimestampError";
}

export interface TimestampInfo {
  genTime: Date;
  /** The token's serial number, hex. */
  serial: string;
  policy: string;
  /** The signer's certificate subject, e.g. "CN=Test TSA, O=...". */
  signer: string;
}

export interface StampResult extends TimestampInfo {
  /** The TimeStampToken (a CMS ContentInfo), DER, exactly as the authority sent it. */
  token: Uint8Array;
}

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");

const copy = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** A positive 64-bit nonce. */
export function randomNonce(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  bytes[0]! &= 0x7f;
  return BigInt(`0x${toHex(bytes)}`);
}

/** The DER of a TimeStampReq for a SHA-256 digest. */
export function timestampRequest(digest: Uint8Array, nonce: bigint): Uint8Array {
  if (digest.length !== 32) throw new TimestampError("a SHA-256 digest has 32 bytes");
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_OID }),
      hashedMessage: new asn1js.OctetString({ valueHex: copy(digest) }),
    }),
    nonce: asn1js.Integer.fromBigInt(nonce),
    certReq: true,
  });
  return new Uint8Array(request.toSchema().toBER());
}

function parse(der: Uint8Array, what: string): asn1js.AsnType {
  const parsed = asn1js.fromBER(copy(der));
  if (parsed.offset === -1) throw new TimestampError(`${what} is not DER: ${parsed.result.error}`);
  return parsed.result;
}

/** The token out of a TimeStampResp, after its status: granted (0) or granted with mods (1). */
export function tokenFromResponse(der: Uint8Array): Uint8Array {
  const asn1 = parse(der, "the authority's answer");
  const response = new pkijs.TimeStampResp({ schema: asn1 });
  const status = response.status.status;
  if (status !== 0 && status !== 1) {
    const text = response.status.statusStrings?.map((s) => s.valueBlock.value).join("; ");
    throw new TimestampError(
      `the authority refused the request (status ${status}${text ? `: ${text}` : ""})`,
    );
  }
  const tokenAsn1 = (asn1 as asn1js.Sequence).valueBlock.value[1];
  if (!response.timeStampToken || !tokenAsn1)
    throw new TimestampError("the authority granted the request but sent no token");
  return new Uint8Array(tokenAsn1.valueBeforeDecodeView);
}

function signedDataOf(token: Uint8Array): pkijs.SignedData {
  let contentInfo: pkijs.ContentInfo;
  try {
    contentInfo = new pkijs.ContentInfo({ schema: parse(token, "the token") });
  } catch (error) {
    if (error instanceof TimestampError) throw error;
    throw new TimestampError(`the token is not a CMS ContentInfo: ${(error as Error).message}`);
  }
  if (contentInfo.contentType !== pkijs.ContentInfo.SIGNED_DATA)
    throw new TimestampError("the token is not CMS SignedData");
  return new pkijs.SignedData({ schema: contentInfo.content });
}

function tstInfoOf(signed: pkijs.SignedData): pkijs.TSTInfo {
  const { eContentType, eContent } = signed.encapContentInfo;
  if (eContentType !== TST_INFO_CONTENT_TYPE || !eContent)
    throw new TimestampError("the token holds no TSTInfo");
  return new pkijs.TSTInfo({ schema: parse(new Uint8Array(eContent.getValue()), "the TSTInfo") });
}

function pemCertificate(pem: string): pkijs.Certificate {
  const base64 = pem.match(/-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/)?.[1];
  if (!base64) throw new TimestampError("the trust anchor is not a PEM certificate");
  return pkijs.Certificate.fromBER(copy(Buffer.from(base64.replace(/\s+/g, ""), "base64")));
}

function subject(certificate: pkijs.Certificate): string {
  return certificate.subject.typesAndValues
    .map(
      (attribute) =>
        `${attribute.type === "2.5.4.3" ? "CN" : attribute.type === "2.5.4.10" ? "O" : attribute.type}=${attribute.value.valueBlock.value}`,
    )
    .join(", ");
}

function isTimeStampingOnly(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((e) => e.extnID === EXTENDED_KEY_USAGE);
  const usage = extension?.parsedValue as pkijs.ExtKeyUsage | undefined;
  return (
    !!extension?.critical &&
    usage?.keyPurposes.length === 1 &&
    usage.keyPurposes[0] === TIME_STAMPING_PURPOSE
  );
}

const sha256 = (data: Uint8Array) => new Uint8Array(createHash("sha256").update(data).digest());

export interface TokenExpectations {
  /** The bytes the token must stamp (its imprint is their SHA-256). */
  data: Uint8Array;
  /** The request's nonce, when checking a fresh answer. */
  nonce?: bigint;
  /** PEM of the certificate the signer's chain must lead to; without it, the signature alone. */
  trustAnchorPem?: string | null;
}

/** Checks a token (see the top of this file) and returns what it says; throws TimestampError. */
export async function verifyToken(
  token: Uint8Array,
  expected: TokenExpectations,
): Promise<TimestampInfo> {
  const signed = signedDataOf(token);
  const info = tstInfoOf(signed);
  const digest = sha256(expected.data);
  const imprint = info.messageImprint;
  if (imprint.hashAlgorithm.algorithmId !== SHA256_OID)
    throw new TimestampError(
      `the token stamps a digest other than SHA-256 (${imprint.hashAlgorithm.algorithmId})`,
    );
  const stamped = toHex(imprint.hashedMessage.valueBlock.valueHexView);
  if (stamped !== toHex(digest))
    throw new TimestampError(`the token stamps the digest ${stamped}, not ${toHex(digest)}`);
  if (expected.nonce !== undefined && info.nonce?.toBigInt() !== expected.nonce)
    throw new TimestampError("the token does not carry the request's nonce");

  const anchor = expected.trustAnchorPem ? pemCertificate(expected.trustAnchorPem) : undefined;
  let result: pkijs.SignedDataVerifyResult;
  try {
    result = await signed.verify({
      signer: 0,
      data: copy(expected.data),
      extendedMode: true,
      checkChain: !!anchor,
      trustedCerts: anchor ? [anchor] : [],
      // A token outlives its authority's certificate: the chain is checked as of the token's time.
      checkDate: info.genTime,
    });
  } catch (error) {
    const message = (error as { message?: string }).message ?? String(error);
    throw new TimestampError(`the token's signature does not verify: ${message}`);
  }
  if (!result.signatureVerified) throw new TimestampError("the token's signature does not verify");
  if (anchor && !result.signerCertificateVerified)
    throw new TimestampError("the authority's certificate does not chain to the trust anchor");
  const signer = result.signerCertificate;
  if (!signer) throw new TimestampError("the token carries no signer certificate");
  if (!isTimeStampingOnly(signer))
    throw new TimestampError(
      "the signer's certificate is not for time stamping (critical extended key usage)",
    );
  return {
    genTime: info.genTime,
    serial: toHex(info.serialNumber.valueBlock.valueHexView),
    policy: info.policy,
    signer: subject(signer),
  };
}

/** Asks the authority at `url` to stamp `data`, checks its answer and returns the token. */
export async function requestTimestamp(
  url: string,
  data: Uint8Array,
  options: { trustAnchorPem?: string | null; timeoutMs?: number } = {},
): Promise<StampResult> {
  const nonce = randomNonce();
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/timestamp-query",
        accept: "application/timestamp-reply",
      },
      body: new Blob([copy(timestampRequest(sha256(data), nonce))]),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new TimestampError(`the authority at ${url} did not answer: ${(error as Error).message}`);
  }
  if (!response.ok)
    throw new TimestampError(`the authority at ${url} answered HTTP ${response.status}`);
  const token = tokenFromResponse(new Uint8Array(await response.arrayBuffer()));
  const info = await verifyToken(token, {
    data,
    nonce,
    trustAnchorPem: options.trustAnchorPem,
  });
  return { token, ...info };
}
