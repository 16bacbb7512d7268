package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The secret keys that sign listing cursors, so that a cursor handed to an API client comes back
 * unchanged or is refused. Cursors are signed with the {@linkplain #of current} key and accepted when
 * signed with it or any older key given, so keys rotate without breaking cursors in flight: deploy
 * {@code of(newKey, oldKey)}, and drop {@code oldKey} once its cursors no longer matter.
 *
 * <p>What a cursor reveals: with {@link #none()}, the key values of the last item of the page (for
 * example {@code TARGET#bob}) can be read from it, and its integrity check is a public hash, so it
 * stops damaged and replayed cursors but not a deliberate forgery (the partition always comes from
 * the call, so a forged cursor still reads only that listing). With {@link #of}, cursors are signed
 * (HMAC-SHA256) and a forgery is refused, but the key values are still readable. With {@link
 * #hidingPositions()}, they are also encrypted (AES-256-GCM) and a cursor reveals only its length
 * and whether two cursors resume at the same item. Immutable and thread-safe.
 */
public final class CursorKeys {
  /** The fewest bytes a key may have: 256 bits, the size of the HMAC-SHA256 output. */
  public static final int MIN_KEY_BYTES = 32;

  private static final CursorKeys NONE = new CursorKeys(List.of(), false);

  private final List<byte[]> keys;
  private final boolean hidingPositions;

  private CursorKeys(List<byte[]> keys, boolean hidingPositions) {
    this.keys = keys;
    this.hidingPositions = hidingPositions;
  }

  /** No key: cursors are checked by a hash (SHA-256) that binds them to their listing, not signed. */
  public static CursorKeys none() {
    return NONE;
  }

  /**
   * Signs with {@code current} and accepts cursors signed with it or with one of {@code older}.
   * The arrays are copied.
   *
   * @throws InvalidRequestException if a key is null or shorter than {@link #MIN_KEY_BYTES}
   */
  public static CursorKeys of(byte[] current, byte[]... older) {
    List<byte[]> keys = new ArrayList<>(1 + (older == null ? 0 : older.length));
    keys.add(checked(current, "current"));
    if (older != null) {
      for (int i = 0; i < older.length; i++) {
        keys.add(checked(older[i], "older[" + i + "]"));
      }
    }
    return new CursorKeys(List.copyOf(keys), false);
  }

  /**
   * Returns keys that also encrypt the positions in cursors, so that a cursor does not reveal the
   * sort key of the last item. Cursors made before this was turned on, or after it is turned off,
   * are still accepted while their key is.
   *
   * @throws InvalidRequestException if there is no key: encryption needs one
   */
  public CursorKeys hidingPositions() {
    if (keys.isEmpty()) {
      throw new InvalidRequestException("CursorKeys.none().hidingPositions(): hiding positions"
          + " encrypts them with a key, and none was given. Use CursorKeys.of(key).hidingPositions().");
    }
    return new CursorKeys(keys, true);
  }

  /** Whether cursors are signed. */
  public boolean signed() {
    return !keys.isEmpty();
  }

  /** Whether cursors encrypt their positions. */
  public boolean hidesPositions() {
    return hidingPositions;
  }

  /**
   * A copy of the keys, the current one first. For the runtime, which derives its signing and
   * encryption keys from them.
   */
  public List<byte[]> keys() {
    List<byte[]> copies = new ArrayList<>(keys.size());
    for (byte[] key : keys) {
      copies.add(key.clone());
    }
    return copies;
  }

  /** Names the mode and the number of keys, never the keys. */
  @Override
  public String toString() {
    return "CursorKeys[keys=" + keys.size() + ", hidingPositions=" + hidingPositions + "]";
  }

  private static byte[] checked(byte[] key, String name) {
    if (key == null || key.length < MIN_KEY_BYTES) {
      throw new InvalidRequestException("CursorKeys.of: " + name + " is "
          + (key == null ? "null" : key.length + " bytes long") + " but a cursor key has at least "
          + MIN_KEY_BYTES + " bytes. Pass " + MIN_KEY_BYTES + " or more random bytes, for example from"
          + " a secret store.");
    }
    return Arrays.copyOf(key, key.length);
  }
}
