package dev.singletable.runtime.internal;

import dev.singletable.runtime.InvalidCursorException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.CRC32;

/**
 * Opaque, URL-safe listing cursors. A cursor is base64url without padding of: a version byte, the
 * CRC32 of the listing's scope, the UTF-8 sort key to resume after, and the CRC32 of all preceding
 * bytes. The scope (entity, index, partition, sort order) binds a cursor to one listing; the checksum
 * catches truncated or edited cursors. Cursors are not encrypted: the sort key can be read from them.
 */
public final class Cursors {
  private static final byte VERSION = 1;
  private static final int HEADER_BYTES = 1 + Integer.BYTES;
  private static final int OVERHEAD_BYTES = HEADER_BYTES + Integer.BYTES;
  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
  private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

  private Cursors() {}

  /** The cursor that resumes the listing {@code scope} after {@code sortKeyValue}. */
  public static String encode(String scope, String sortKeyValue) {
    byte[] sortKey = sortKeyValue.getBytes(StandardCharsets.UTF_8);
    ByteBuffer bytes = ByteBuffer.allocate(OVERHEAD_BYTES + sortKey.length);
    bytes.put(VERSION).putInt(crc(scope)).put(sortKey);
    bytes.putInt(crc(bytes.array(), bytes.position()));
    return ENCODER.encodeToString(bytes.array());
  }

  /**
   * The sort key value to resume after.
   *
   * @param cursor a non-empty cursor from {@link #encode}
   * @param scope the scope of the listing being resumed; must equal the one the cursor was made with
   * @param sortKeyPrefix the listing's sort key prefix, delimiter included
   * @param maxSortKeyBytes the longest sort key value DynamoDB accepts
   * @throws dev.singletable.runtime.InvalidCursorException if the cursor does not belong to the listing
   */
  public static String decode(String cursor, String scope, String sortKeyPrefix,
      int maxSortKeyBytes) {
    if (cursor.length() > (OVERHEAD_BYTES + maxSortKeyBytes + 2) / 3 * 4) {
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
    ByteBuffer buffer = ByteBuffer.wrap(bytes);
    int sortKeyBytes = bytes.length - OVERHEAD_BYTES;
    if (buffer.getInt(bytes.length - Integer.BYTES) != crc(bytes, bytes.length - Integer.BYTES)) {
      throw invalid("its checksum does not match, so it was truncated or changed");
    }
    if (buffer.get(0) != VERSION) {
      throw invalid("it has version " + buffer.get(0) + " but this library reads version " + VERSION);
    }
    if (buffer.getInt(1) != crc(scope)) {
      throw invalid("it belongs to another listing (another entity, index, partition or sort order)");
    }
    if (sortKeyBytes > maxSortKeyBytes) {
      throw invalid("its sort key is longer than " + maxSortKeyBytes + " bytes");
    }
    String sortKey;
    try {
      sortKey = StandardCharsets.UTF_8.newDecoder()
          .decode(ByteBuffer.wrap(bytes, HEADER_BYTES, sortKeyBytes)).toString();
    } catch (CharacterCodingException e) {
      throw invalid("its sort key is not UTF-8");
    }
    if (!sortKey.startsWith(sortKeyPrefix) || sortKey.length() == sortKeyPrefix.length()) {
      throw invalid("its sort key is not '" + sortKeyPrefix + "' followed by an id");
    }
    return sortKey;
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
