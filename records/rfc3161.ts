// RFC 3161 time stamps with pkijs and asn1js (no hand-written DER): a TimeStampReq over the SHA-256
// of the bytes stamped, with a nonce and certReq, sent over HTTP (application/timestamp-query), and the checks of a
// token: the status, that it stamps this digest (and this nonce), the signature against the
// certificate it carries, that certificate's purpose (time stamping only, RFC 3161 2.3) and, when a
// trust anchor is given, its chain to that anchor as of the token's time.
import {
  createHash,
  createPublicKey,
  type KeyObject,
  verify as verifySignature,
} from "node:crypto";
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

/** What a token's SignedData holds (RFC 5652 5.1), the certificates apart and still DER. */
interface TokenParts {
  encapContentInfo: pkijs.EncapsulatedContentInfo;
  signerInfos: pkijs.SignerInfo[];
  certificates?: asn1js.AsnType;
}

const isContextTag = (field: asn1js.AsnType, number: number) =>
  field.idBlock.tagClass === 3 && field.idBlock.tagNumber === number;

/**
 * A token's parts. Every token of an authority carries the same certificates, most of its bytes:
 * TokenVerifier reads them once per distinct set; the fields checked for every token are read with
 * their own pkijs schemas, SignedData's order of fields checked here.
 */
function tokenParts(token: Uint8Array): TokenParts {
  let contentInfo: pkijs.ContentInfo;
  try {
    contentInfo = new pkijs.ContentInfo({ schema: parse(token, "the token") });
  } catch (error) {
    if (error instanceof TimestampError) throw error;
    throw new TimestampError(`the token is not a CMS ContentInfo: ${(error as Error).message}`);
  }
  const fields =
    contentInfo.contentType === pkijs.ContentInfo.SIGNED_DATA &&
    contentInfo.content instanceof asn1js.Sequence
      ? contentInfo.content.valueBlock.value
      : [];
  // version, digestAlgorithms, encapContentInfo, [0] certificates?, [1] crls?, signerInfos
  const [version, digestAlgorithms, encapContentInfo, ...rest] = fields;
  const signerInfos = rest.pop();
  const certificates = rest[0] && isContextTag(rest[0], 0) ? rest.shift() : undefined;
  const crls = rest.shift();
  if (
    !(version instanceof asn1js.Integer) ||
    !(digestAlgorithms instanceof asn1js.Set) ||
    !(encapContentInfo instanceof asn1js.Sequence) ||
    !(signerInfos instanceof asn1js.Set) ||
    (crls && !isContextTag(crls, 1)) ||
    rest.length > 0
  )
    throw new TimestampError("the token is not CMS SignedData");
  try {
    return {
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ schema: encapContentInfo }),
      signerInfos: signerInfos.valueBlock.value.map(
        (signerInfo) => new pkijs.SignerInfo({ schema: signerInfo }),
      ),
      certificates,
    };
  } catch (error) {
    throw new TimestampError(`the token is not CMS SignedData: ${(error as Error).message}`);
  }
}

function tstInfoOf({ encapContentInfo }: TokenParts): pkijs.TSTInfo {
  const { eContentType, eContent } = encapContentInfo;
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

/** The certificate the signer info names (by issuer and serial number, or by key identifier). */
function signerCertificate(
  signerInfo: pkijs.SignerInfo,
  certificates: pkijs.Certificate[],
): pkijs.Certificate {
  const { sid } = signerInfo;
  for (const certificate of certificates) {
    if (sid instanceof pkijs.IssuerAndSerialNumber) {
      if (
        certificate.issuer.isEqual(sid.issuer) &&
        certificate.serialNumber.isEqual(sid.serialNumber)
      )
        return certificate;
    } else {
      const keyId = (sid as asn1js.OctetString).valueBlock.valueHexView;
      const keyHash = createHash("sha1")
        .update(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView)
        .digest();
      if (toHex(keyHash) === toHex(keyId)) return certificate;
    }
  }
  throw new TimestampError("the token carries no signer certificate");
}

const CONTENT_TYPE_ATTRIBUTE = "1.2.840.113549.1.9.3";
const MESSAGE_DIGEST_ATTRIBUTE = "1.2.840.113549.1.9.4";
const RSA_ENCRYPTION = "1.2.840.113549.1.1.1";

/** Web Crypto's hash names (pkijs's) as node:crypto spells them. */
const nodeHashes: Record<string, string> = {
  "SHA-1": "sha1",
  "SHA-256": "sha256",
  "SHA-384": "sha384",
  "SHA-512": "sha512",
};

function algorithmOf(oid: string, what: string): { name: string; hash?: { name: string } } {
  const algorithm = pkijs.getCrypto(true).getAlgorithmByOID(oid) as {
    name?: string;
    hash?: { name: string };
  };
  if (!algorithm.name) throw new TimestampError(`the token's ${what} ${oid} is not supported`);
  return algorithm as { name: string; hash?: { name: string } };
}

/** Does the signer's key sign `data` with this signature? (node:crypto, pkijs for RSA-PSS.) */
async function signatureVerifies(
  signerInfo: pkijs.SignerInfo,
  signer: pkijs.Certificate,
  publicKey: KeyObject,
  data: ArrayBuffer,
  digestHash: string,
): Promise<boolean> {
  const { algorithmId } = signerInfo.signatureAlgorithm;
  // Plain rsaEncryption names no hash: PKCS #1 v1.5 with the digest algorithm's, as pkijs's own
  // verify does.
  const algorithm =
    algorithmId === RSA_ENCRYPTION
      ? { name: "RSASSA-PKCS1-v1_5", hash: { name: digestHash } }
      : algorithmOf(algorithmId, "signature algorithm");
  const hash = nodeHashes[algorithm.hash?.name ?? ""];
  if ((algorithm.name === "RSASSA-PKCS1-v1_5" || algorithm.name === "ECDSA") && hash)
    // CMS carries ECDSA signatures DER-encoded, node:crypto's default.
    return verifySignature(
      hash,
      new Uint8Array(data),
      publicKey,
      signerInfo.signature.valueBlock.valueHexView,
    );
  return pkijs
    .getCrypto(true)
    .verifyWithPublicKey(
      data,
      signerInfo.signature,
      signer.subjectPublicKeyInfo,
      signerInfo.signatureAlgorithm,
      algorithmId === RSA_ENCRYPTION ? digestHash : undefined,
    );
}

/**
 * The CMS signature (RFC 5652 5.4, 5.6): the signed attributes name the TSTInfo as the content and
 * carry its digest, and the signer's key signed them.
 */
async function checkSignature(signed: TokenParts, signer: pkijs.Certificate, publicKey: KeyObject) {
  const signerInfo = signed.signerInfos[0]!;
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  const attribute = (type: string) => attributes.find((a) => a.type === type)?.values[0];
  const contentType = attribute(CONTENT_TYPE_ATTRIBUTE);
  const messageDigest = attribute(MESSAGE_DIGEST_ATTRIBUTE);
  if (
    !(contentType instanceof asn1js.ObjectIdentifier) ||
    contentType.valueBlock.toString() !== TST_INFO_CONTENT_TYPE ||
    !(messageDigest instanceof asn1js.OctetString)
  )
    throw new TimestampError(
      "the token's signed attributes do not name its TSTInfo and its digest",
    );
  const digestHash = algorithmOf(signerInfo.digestAlgorithm.algorithmId, "digest algorithm").name;
  const nodeHash = nodeHashes[digestHash];
  if (!nodeHash)
    throw new TimestampError(`the token's digest algorithm ${digestHash} is not supported`);
  const content = new Uint8Array(signed.encapContentInfo.eContent!.getValue());
  const digest = createHash(nodeHash).update(content).digest("hex");
  if (digest !== toHex(messageDigest.valueBlock.valueHexView))
    throw new TimestampError("the token's signature does not verify: its TSTInfo was changed");
  let verified: boolean;
  try {
    verified = await signatureVerifies(
      signerInfo,
      signer,
      publicKey,
      signerInfo.signedAttrs!.encodedValue,
      digestHash,
    );
  } catch (error) {
    throw new TimestampError(
      `the token's signature does not verify: ${(error as Error).message ?? String(error)}`,
    );
  }
  if (!verified) throw new TimestampError("the token's signature does not verify");
}

export interface TokenExpectations {
  /** The bytes the token must stamp (its imprint is their SHA-256). */
  data: Uint8Array;
  /** The request's nonce, when checking a fresh answer. */
  nonce?: bigint;
}

/** A signer certificate, read once: its key, its subject, and once checked, its chain's window. */
interface Signer {
  publicKey: KeyObject;
  subject: string;
  chain?: { notBefore: Date; notAfter: Date };
}

/**
 * Checks tokens (see the top of this file) against one trust anchor (none: the signature against
 * the certificate a token carries only). Tokens of one authority carry the same certificates:
 * those are parsed once per distinct set, and a signer's chain to the anchor is validated once,
 * after which each token checks only that its time falls within every certificate's validity. The
 * signature, the signed attributes, the imprint and the purpose are checked for every token.
 */
export class TokenVerifier {
  private readonly anchor?: pkijs.Certificate;
  private readonly certificateSets = new Map<string, pkijs.Certificate[]>();
  private readonly signers = new WeakMap<pkijs.Certificate, Signer>();

  constructor(trustAnchorPem?: string | null) {
    this.anchor = trustAnchorPem ? pemCertificate(trustAnchorPem) : undefined;
  }

  private certificatesOf(block: asn1js.AsnType | undefined): pkijs.Certificate[] {
    if (!block) throw new TimestampError("the token carries no signer certificate");
    const der = (block as asn1js.BaseBlock).valueBeforeDecodeView;
    const key = toHex(sha256(der));
    let certificates = this.certificateSets.get(key);
    if (!certificates) {
      certificates = (block as asn1js.Constructed).valueBlock.value
        .filter((choice) => choice.idBlock.tagClass === 1 && choice.idBlock.tagNumber === 16)
        .map((choice) => new pkijs.Certificate({ schema: choice }));
      this.certificateSets.set(key, certificates);
    }
    return certificates;
  }

  /** The signer certificate's key and subject, read once; it must be for time stamping only. */
  private signerOf(certificate: pkijs.Certificate): Signer {
    let signer = this.signers.get(certificate);
    if (!signer) {
      if (!isTimeStampingOnly(certificate))
        throw new TimestampError(
          "the signer's certificate is not for time stamping (critical extended key usage)",
        );
      const spki = new Uint8Array(certificate.subjectPublicKeyInfo.toSchema().toBER());
      signer = {
        publicKey: createPublicKey({ key: Buffer.from(spki), format: "der", type: "spki" }),
        subject: subject(certificate),
      };
      this.signers.set(certificate, signer);
    }
    return signer;
  }

  /**
   * The signer's chain to the anchor, validated the first time (as of that token's time); then,
   * for every token, that its time falls within every certificate of the chain's validity: a
   * token outlives its authority's certificate, but must have been made while it was valid.
   */
  private async checkChain(
    certificate: pkijs.Certificate,
    signer: Signer,
    certificates: pkijs.Certificate[],
    genTime: Date,
  ): Promise<void> {
    if (!this.anchor) return;
    if (!signer.chain) {
      const engine = new pkijs.CertificateChainValidationEngine({
        trustedCerts: [this.anchor],
        certs: [...certificates.filter((other) => other !== certificate), certificate],
        checkDate: genTime,
      });
      const result = await engine.verify().catch((error: { resultMessage?: string }) => ({
        result: false,
        resultMessage: error.resultMessage ?? String(error),
        certificatePath: undefined,
      }));
      if (!result.result || !result.certificatePath)
        throw new TimestampError(
          `the authority's certificate does not chain to the trust anchor: ${result.resultMessage}`,
        );
      const times = (edge: "notBefore" | "notAfter") =>
        result.certificatePath!.map((c) => c[edge].value.getTime());
      signer.chain = {
        notBefore: new Date(Math.max(...times("notBefore"))),
        notAfter: new Date(Math.min(...times("notAfter"))),
      };
    }
    if (genTime < signer.chain.notBefore || genTime > signer.chain.notAfter)
      throw new TimestampError(
        `the authority's certificate chain was not valid at the token's time ${genTime.toISOString()}`,
      );
  }

  /** Checks a token and returns what it says; throws TimestampError. */
  async verify(token: Uint8Array, expected: TokenExpectations): Promise<TimestampInfo> {
    const signed = tokenParts(token);
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
    if (signed.signerInfos.length !== 1)
      throw new TimestampError("a time-stamp token has exactly one signer");

    const candidates = this.certificatesOf(signed.certificates);
    const certificate = signerCertificate(signed.signerInfos[0]!, candidates);
    const signer = this.signerOf(certificate);
    await checkSignature(signed, certificate, signer.publicKey);
    await this.checkChain(certificate, signer, candidates, info.genTime);
    return {
      genTime: info.genTime,
      serial: toHex(info.serialNumber.valueBlock.valueHexView),
      policy: info.policy,
      signer: signer.subject,
    };
  }
}

/** Checks one token against `trustAnchorPem` (see TokenVerifier). */
export function verifyToken(
  token: Uint8Array,
  expected: TokenExpectations & { trustAnchorPem?: string | null },
): Promise<TimestampInfo> {
  return new TokenVerifier(expected.trustAnchorPem).verify(token, expected);
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
