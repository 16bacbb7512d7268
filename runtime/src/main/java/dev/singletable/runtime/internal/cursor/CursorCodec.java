package dev.singletable.runtime.internal.cursor;

import dev.singletable.runtime.InvalidCursorException.Reason;
import dev.singletable.runtime.InvalidCursorException;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

/**
 * Cursor text, version 4: base64url without padding of {@code [version][mode][body][tag]}. The body
 * holds the position, each of the listing's position values as a 2-byte length and its UTF-8 bytes
 * (how many the listing decides: its sort key, and for an unsharded index listing the base key too).
 * Version 3 held one position per shard; a sharded listing now resumes every shard after one item,
 * so a cursor is as long whatever the shard count. Mode 0 (no key): the body is
 * plain and the tag is SHA-256; mode 1 (signed): plain, HMAC-SHA256; mode 2 (signed, positions
 * hidden): the body is a nonce and the AES-GCM ciphertext of the positions, and the tag HMAC-SHA256.
 * The tag, 16 bytes, covers the {@linkplain Cursor.Scope#canonical() scope} and every byte before it,
 * so a cursor is refused on any other listing; the scope itself is never stored. See {@link CursorSeal}.
 */
public final class CursorCodec {
  static final byte VERSION = 4;
  private static final int HEADER_BYTES = 2;
  private static final int LENGTH_BYTES = Short.BYTES;
  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
  private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

  private CursorCodec() {}

  public static String encode(Cursor cursor, CursorSeal seal) {
    byte[] scope = cursor.scope().canonical();
    byte[] positions = position(cursor.position());
    byte mode = (byte) (!seal.signed() ? 0 : seal.hiding() ? 2 : 1);
    byte[] body = mode == 2 ? seal.encrypt(scope, positions) : positions;
    byte[] bytes = Arrays.copyOf(new byte[] {VERSION, mode}, HEADER_BYTES + body.length + CursorSeal.TAG_BYTES);
    System.arraycopy(body, 0, bytes, HEADER_BYTES, body.length);
    byte[] tag = seal.tag(scope, bytes, HEADER_BYTES + body.length);
    System.arraycopy(tag, 0, bytes, HEADER_BYTES + body.length, tag.length);
    return ENCODER.encodeToString(bytes);
  }

  /**
   * The cursor, if {@code text} was made by {@link #encode} for {@code scope} with a key of {@code seal}.
   *
   * @param maxBytes the longest value DynamoDB accepts in each position attribute, in order
   * @throws InvalidCursorException otherwise, before anything but its length is read if it is too long
   */
  public static Cursor decode(String text, Cursor.Scope scope, CursorSeal seal, int... maxBytes) {
    if (text.length() > maxLength(maxBytes)) {
      throw invalid(Reason.TOO_LONG, "it is longer than any cursor of this listing");
    }
    byte[] bytes;
    try {
      bytes = DECODER.decode(text);
    } catch (IllegalArgumentException e) {
      throw invalid(Reason.MALFORMED, "it is not base64url text");
    }
    if (!ENCODER.encodeToString(bytes).equals(text)) {
      throw invalid(Reason.MALFORMED, "it is not canonical base64url without padding");
    }
    if (bytes.length < HEADER_BYTES + LENGTH_BYTES + 1 + CursorSeal.TAG_BYTES) {
      throw invalid(Reason.MALFORMED, "it is too short");
    }
    if (bytes[0] != VERSION) {
      throw invalid(Reason.UNSUPPORTED_VERSION, "it has version " + bytes[0] + " but this library reads"
          + " version " + VERSION + (bytes[0] < VERSION ? " (cursors made before it are not accepted)" : ""));
    }
    byte mode = bytes[1];
    if (mode < 0 || mode > 2) {
      throw invalid(Reason.MALFORMED, "it has the unknown mode " + mode);
    }
    if ((mode == 0) == seal.signed()) {
      throw invalid(Reason.NOT_VERIFIED, mode == 0
          ? "it is not signed, but this application signs its cursors (CursorKeys.of)"
          : "it is signed, but this application has no cursor key (CursorKeys.none())");
    }
    byte[] scopeBytes = scope.canonical();
    int bodyEnd = bytes.length - CursorSeal.TAG_BYTES;
    int key = seal.verify(scopeBytes, bytes, bodyEnd, Arrays.copyOfRange(bytes, bodyEnd, bytes.length));
    if (key < 0) {
      throw invalid(Reason.NOT_VERIFIED, "its " + (seal.signed() ? "signature" : "check")
          + " does not match: it was changed, made for another listing (another entity, index,"
          + " partition, sort order or shard count)" + (seal.signed() ? ", or signed with a key that is"
          + " not configured" : ""));
    }
    byte[] body = Arrays.copyOfRange(bytes, HEADER_BYTES, bodyEnd);
    if (mode == 2) {
      body = seal.decrypt(key, scopeBytes, body);
      if (body == null) {
        throw invalid(Reason.NOT_VERIFIED, "its positions do not decrypt");
      }
    }
    return new Cursor(scope, position(ByteBuffer.wrap(body), maxBytes));
  }

  /** The longest text of a cursor whose position values are at most {@code maxBytes} long. */
  static int maxLength(int... maxBytes) {
    long position = 0;
    for (int max : maxBytes) {
      position += LENGTH_BYTES + max;
    }
    long bytes = HEADER_BYTES + CursorSeal.NONCE_BYTES + CursorSeal.GCM_TAG_BYTES + position + CursorSeal.TAG_BYTES;
    return (int) ((bytes + 2) / 3 * 4);
  }

  private static byte[] position(List<String> values) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(64);
    for (String value : values) {
      byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
      out.write(bytes.length >>> 8);
      out.write(bytes.length);
      out.write(bytes, 0, bytes.length);
    }
    return out.toByteArray();
  }

  private static List<String> position(ByteBuffer body, int[] maxBytes) {
    List<String> values = new ArrayList<>(maxBytes.length);
    for (int max : maxBytes) {
      values.add(value(body, max, values.isEmpty() ? "sort key" : "base key"));
    }
    if (body.hasRemaining()) {
      throw invalid(Reason.MALFORMED, "it holds more keys than this listing's position");
    }
    return values;
  }

  /** The next length-prefixed value, non-empty and at most {@code maxBytes} long. */
  private static String value(ByteBuffer buffer, int maxBytes, String what) {
    if (buffer.remaining() < LENGTH_BYTES) {
      throw invalid(Reason.MALFORMED, "it holds fewer keys than this listing's position");
    }
    int length = Short.toUnsignedInt(buffer.getShort());
    if (length == 0) {
      throw invalid(Reason.MALFORMED, "its " + what + " is empty");
    }
    if (length > maxBytes) {
      throw invalid(Reason.MALFORMED, "its " + what + " is longer than " + maxBytes + " bytes");
    }
    if (length > buffer.remaining()) {
      throw invalid(Reason.MALFORMED, "it holds fewer keys than this listing's position");
    }
    try {
      String value = StandardCharsets.UTF_8.newDecoder()
          .decode(buffer.slice(buffer.position(), length)).toString();
      buffer.position(buffer.position() + length);
      return value;
    } catch (CharacterCodingException e) {
      throw invalid(Reason.MALFORMED, "its " + what + " is not UTF-8");
    }
  }

  public static InvalidCursorException invalid(Reason reason, String why) {
    return new InvalidCursorException(reason, "The cursor passed to ListOptions.after is not valid for"
        + " this listing: " + why + ". Pass a cursor from nextCursor() of the same listing, or none to"
        + " start at the beginning.");
  }
}
