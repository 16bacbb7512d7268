package dev.singletable.runtime.internal;

import dev.singletable.runtime.InvalidCursorException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Opaque, URL-safe listing cursors. A cursor is base64url without padding of: a version byte, the
 * CRC32 of the listing's scope, the key values of the item to resume after (each as a two-byte
 * length and its UTF-8 bytes), and the CRC32 of all preceding bytes. The values are those of the
 * listing's {@linkplain Listing#position() position attributes}, read from the last item of a page:
 * the sort key of the table or index first, then for an index the base table's key, which DynamoDB
 * needs to resume a Query on an index. The scope (entity, index, partition, sort order) binds a
 * cursor to one listing; the checksum catches truncated or edited cursors. Cursors are not
 * encrypted: the keys can be read from them.
 */
public final class Cursors {
  private static final byte VERSION = 2;
  private static final int HEADER_BYTES = 1 + Integer.BYTES;
  private static final int OVERHEAD_BYTES = HEADER_BYTES + Integer.BYTES;
  private static final int LENGTH_BYTES = Short.BYTES;
  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
  private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

  private Cursors() {}

  /** The cursor that resumes the listing {@code scope} after the item whose key values are {@code position}. */
  public static String encode(String scope, List<String> position) {
    List<byte[]> values = new ArrayList<>(position.size());
    int length = OVERHEAD_BYTES;
    for (String value : position) {
      byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
      values.add(bytes);
      length += LENGTH_BYTES + bytes.length;
    }
    ByteBuffer bytes = ByteBuffer.allocate(length);
    bytes.put(VERSION).putInt(crc(scope));
    for (byte[] value : values) {
      bytes.putShort((short) value.length).put(value);
    }
    bytes.putInt(crc(bytes.array(), bytes.position()));
    return ENCODER.encodeToString(bytes.array());
  }

  /**
   * The key values to resume after, one per position attribute.
   *
   * @param cursor a non-empty cursor from {@link #encode}
   * @param scope the scope of the listing being resumed; must equal the one the cursor was made with
   * @param sortKeyPrefix the listing's sort key prefix, delimiter included; the first value must
   *     start with it
   * @param maxBytes the longest value DynamoDB accepts in each position attribute, in order
   * @throws dev.singletable.runtime.InvalidCursorException if the cursor does not belong to the listing
   */
  public static List<String> decode(String cursor, String scope, String sortKeyPrefix, int... maxBytes) {
    int longest = OVERHEAD_BYTES;
    for (int max : maxBytes) {
      longest += LENGTH_BYTES + max;
    }
    if (cursor.length() > (longest + 2) / 3 * 4) {
      throw invalid("it is longer than any cursor");
    }
    byte[] bytes;
    try {
      bytes = DECODER.decode(cursor);
    } catch (IllegalArgumentException e) {
      throw invalid("it is not base64url text");
    }
    if (!ENCODER.encodeToString(bytes).equals(cursor)) {
      throw invalid("it is not canonical base64url without padding");
    }
    if (bytes.length < OVERHEAD_BYTES) {
      throw invalid("it is too short");
    }
    int checksum = ByteBuffer.wrap(bytes).getInt(bytes.length - Integer.BYTES);
    if (checksum != crc(bytes, bytes.length - Integer.BYTES)) {
      throw invalid("its checksum does not match, so it was truncated or changed");
    }
    ByteBuffer buffer = ByteBuffer.wrap(bytes, 0, bytes.length - Integer.BYTES);
    if (buffer.get() != VERSION) {
      throw invalid("it has version " + bytes[0] + " but this library reads version " + VERSION);
    }
    if (buffer.getInt() != crc(scope)) {
      throw invalid("it belongs to another listing (another entity, index, partition or sort order)");
    }
    List<String> position = new ArrayList<>(maxBytes.length);
    for (int max : maxBytes) {
      position.add(value(buffer, max, position.isEmpty() ? "sort key" : "base key"));
    }
    if (buffer.hasRemaining()) {
      throw invalid("it holds more keys than this listing's position");
    }
    String sortKey = position.get(0);
    if (!sortKey.startsWith(sortKeyPrefix) || sortKey.length() == sortKeyPrefix.length()) {
      throw invalid("its sort key is not '" + sortKeyPrefix + "' followed by an id");
    }
    return position;
  }

  /** The next length-prefixed value, non-empty and at most {@code maxBytes} long. */
  private static String value(ByteBuffer buffer, int maxBytes, String what) {
    if (buffer.remaining() < LENGTH_BYTES) {
      throw invalid("it holds fewer keys than this listing's position");
    }
    int length = Short.toUnsignedInt(buffer.getShort());
    if (length == 0) {
      throw invalid("its " + what + " is empty");
    }
    if (length > maxBytes) {
      throw invalid("its " + what + " is longer than " + maxBytes + " bytes");
    }
    if (length > buffer.remaining()) {
      throw invalid("it holds fewer keys than this listing's position");
    }
    try {
      String value = StandardCharsets.UTF_8.newDecoder()
          .decode(buffer.slice(buffer.position(), length)).toString();
      buffer.position(buffer.position() + length);
      return value;
    } catch (CharacterCodingException e) {
      throw invalid("its " + what + " is not UTF-8");
    }
  }

  private static int crc(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return crc(bytes, bytes.length);
  }

  private static int crc(byte[] bytes, int length) {
    CRC32 crc = new CRC32();
    crc.update(bytes, 0, length);
    return (int) crc.getValue();
  }

  private static InvalidCursorException invalid(String reason) {
    return new InvalidCursorException("The cursor passed to ListOptions.after is not valid for this"
        + " listing: " + reason + ". Pass a cursor from nextCursor() of the same listing, or none to"
        + " start at the beginning.");
  }
}
