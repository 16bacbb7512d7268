package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.InvalidItemException;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * DynamoDB's number rules: at most 38 significant digits, magnitude 1E-130 to
 * 9.9999999999999999999999999999999999999E+125, or zero. Doubles are sent as
 * {@link Double#toString(double)}, whose shortest round-trip text is below 1E+126 exactly when the
 * double is, so comparing the double itself is exact.
 */
final class Numbers {
  private static final double SMALLEST = 1e-130;
  private static final double TOO_LARGE = 1e126;
  private static final int MAX_DIGITS = 38;
  private static final int MAX_INTEGER_DIGITS = 126;

  private Numbers() {}

  static void checkFinite(double value, String attribute) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new InvalidItemException(attribute, "Attribute " + attribute + " is " + value
          + ", which DynamoDB cannot store as a number. Pass a finite value.");
    }
  }

  static void checkRange(double value, String attribute) {
    checkFinite(value, attribute);
    double magnitude = Math.abs(value);
    if (magnitude != 0 && (magnitude < SMALLEST || magnitude >= TOO_LARGE)) {
      throw new InvalidItemException(attribute, "Attribute " + attribute + " is " + value
          + ", outside DynamoDB's number range (magnitude 1E-130 to 9.99E+125, or 0)."
          + " Pass a value in range, or store it in a String component.");
    }
  }

  static void checkRange(BigInteger value, String attribute) {
    String digits = value.abs().toString();
    int significant = digits.length();
    while (significant > 1 && digits.charAt(significant - 1) == '0') {
      significant--;
    }
    if (significant > MAX_DIGITS || digits.length() > MAX_INTEGER_DIGITS) {
      throw new InvalidItemException(attribute, "Attribute " + attribute + " has "
          + digits.length() + " digits (" + significant + " significant); DynamoDB numbers hold at"
          + " most 38 significant digits below 1E+126. Store it in a String component instead.");
    }
  }

  /** Parses an integral N text; DynamoDB may return it in exponent form. */
  static long parseIntegral(String text, String attribute, long min, long max, String javaType) {
    long value;
    try {
      value = Long.parseLong(text);
    } catch (NumberFormatException e) {
      try {
        value = new BigDecimal(text).longValueExact();
      } catch (NumberFormatException | ArithmeticException notIntegral) {
        throw Attributes.unparsable(attribute, text, javaType);
      }
    }
    if (value < min || value > max) {
      throw Attributes.unparsable(attribute, text, javaType);
    }
    return value;
  }

  static BigInteger parseBigInteger(String text, String attribute) {
    try {
      return new BigDecimal(text).toBigIntegerExact();
    } catch (NumberFormatException | ArithmeticException e) {
      throw Attributes.unparsable(attribute, text, "BigInteger");
    }
  }

  static double parseDouble(String text, String attribute) {
    try {
      return Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw Attributes.unparsable(attribute, text, "double");
    }
  }

  /** Parses directly as float: narrowing a parsed double could round twice. */
  static float parseFloat(String text, String attribute) {
    try {
      return Float.parseFloat(text);
    } catch (NumberFormatException e) {
      throw Attributes.unparsable(attribute, text, "float");
    }
  }
}
