package dev.singletable.runtime.internal.cursor;

import dev.singletable.runtime.CursorKeys;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The cryptography of cursors, from {@link CursorKeys}. Without a key, a tag is the first 16 bytes of
 * SHA-256; with keys, of HMAC-SHA256 under a key derived from each configured key. Encryption is
 * AES-256-GCM under another derived key, with a synthetic nonce (an HMAC of the scope and the
 * plaintext), so that no random source is needed and equal positions give equal cursors. Immutable
 * and thread-safe: a {@link Mac} or {@link Cipher} is made per use.
 */
public final class CursorSeal {
  static final int TAG_BYTES = 16;
  static final int NONCE_BYTES = 12;
  static final int GCM_TAG_BYTES = 16;
  public static final CursorSeal NONE = new CursorSeal(List.of(), false);

  /** The keys derived from one configured key. */
  private record Derived(SecretKeySpec mac, SecretKeySpec aes, SecretKeySpec nonce) {}

  private final List<Derived> keys;
  private final boolean hiding;

  private CursorSeal(List<Derived> keys, boolean hiding) {
    this.keys = keys;
    this.hiding = hiding;
  }

  public static CursorSeal of(CursorKeys cursorKeys) {
    if (!cursorKeys.signed()) {
      return NONE;
    }
    List<Derived> derived = new ArrayList<>();
    for (byte[] key : cursorKeys.keys()) {
      SecretKeySpec master = new SecretKeySpec(key, "HmacSHA256");
      derived.add(new Derived(new SecretKeySpec(hmac(master, label("mac")), "HmacSHA256"),
          new SecretKeySpec(hmac(master, label("aes")), "AES"),
          new SecretKeySpec(hmac(master, label("nonce")), "HmacSHA256")));
      Arrays.fill(key, (byte) 0);
    }
    return new CursorSeal(List.copyOf(derived), cursorKeys.hidesPositions());
  }

  boolean signed() {
    return !keys.isEmpty();
  }

  boolean hiding() {
    return hiding;
  }

  /** The tag of {@code scope} then {@code bytes[0, length)}: with the current key, or a hash. */
  byte[] tag(byte[] scope, byte[] bytes, int length) {
    return signed() ? tag(keys.get(0), scope, bytes, length) : hash(scope, bytes, length);
  }

  /**
   * Which key made {@code tag}, the current one being 0, or -1 if none did. A cursor without key
   * (keyless seal) matches as 0.
   */
  int verify(byte[] scope, byte[] bytes, int length, byte[] tag) {
    if (!signed()) {
      return MessageDigest.isEqual(hash(scope, bytes, length), tag) ? 0 : -1;
    }
    for (int i = 0; i < keys.size(); i++) {
      if (MessageDigest.isEqual(tag(keys.get(i), scope, bytes, length), tag)) {
        return i;
      }
    }
    return -1;
  }

  /** The nonce, then the ciphertext and GCM tag of {@code plaintext}, under the current key. */
  byte[] encrypt(byte[] scope, byte[] plaintext) {
    Derived key = keys.get(0);
    byte[] nonce = Arrays.copyOf(tag(key.nonce(), scope, plaintext, plaintext.length), NONCE_BYTES);
    byte[] sealed = cipher(Cipher.ENCRYPT_MODE, key, nonce, scope, plaintext, 0, plaintext.length);
    byte[] out = Arrays.copyOf(nonce, NONCE_BYTES + sealed.length);
    System.arraycopy(sealed, 0, out, NONCE_BYTES, sealed.length);
    return out;
  }

  /** The plaintext of {@link #encrypt}'s output, under key {@code keyIndex}; null if it does not open. */
  byte[] decrypt(int keyIndex, byte[] scope, byte[] sealed) {
    if (sealed.length < NONCE_BYTES + GCM_TAG_BYTES) {
      return null;
    }
    try {
      return cipher(Cipher.DECRYPT_MODE, keys.get(keyIndex), Arrays.copyOf(sealed, NONCE_BYTES), scope,
          sealed, NONCE_BYTES, sealed.length - NONCE_BYTES);
    } catch (IllegalStateException e) {
      return null;
    }
  }

  private static byte[] cipher(int mode, Derived key, byte[] nonce, byte[] scope, byte[] input, int offset,
      int length) {
    try {
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(mode, key.aes(), new GCMParameterSpec(GCM_TAG_BYTES * 8, nonce));
      cipher.updateAAD(scope);
      return cipher.doFinal(input, offset, length);
    } catch (javax.crypto.AEADBadTagException e) {
      throw new IllegalStateException("the ciphertext does not open", e);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM is part of every Java 17 runtime", e);
    }
  }

  private static byte[] tag(Derived key, byte[] scope, byte[] bytes, int length) {
    return tag(key.mac(), scope, bytes, length);
  }

  private static byte[] tag(SecretKeySpec key, byte[] scope, byte[] bytes, int length) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      mac.update(scope);
      mac.update(bytes, 0, length);
      return Arrays.copyOf(mac.doFinal(), TAG_BYTES);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is part of every Java 17 runtime", e);
    }
  }

  private static byte[] hash(byte[] scope, byte[] bytes, int length) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      digest.update(scope);
      digest.update(bytes, 0, length);
      return Arrays.copyOf(digest.digest(), TAG_BYTES);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SHA-256 is part of every Java 17 runtime", e);
    }
  }

  private static byte[] hmac(SecretKeySpec key, byte[] data) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      return mac.doFinal(data);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is part of every Java 17 runtime", e);
    }
  }

  private static byte[] label(String use) {
    return ("singletable cursor " + use + " key").getBytes(StandardCharsets.UTF_8);
  }
}
