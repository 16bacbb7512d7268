package dev.singletable.processor.export;

import dev.singletable.processor.model.ComponentModel;

/** The DynamoDB type each supported Java type is stored as, as the generated mappers write it. */
final class DynamoTypes {

  private DynamoTypes() {}

  // String, BigDecimal (its text keeps the scale), Instant, LocalDate, UUID, enums: S; numbers: N;
  // byte[]: B; boolean: BOOL; Set<String>: SS (empty: an empty L); List<String>: L; Map<String, String>: M
  static String of(ComponentModel component) {
    return switch (component.kind()) {
      case STRING, BIG_DECIMAL, INSTANT, LOCAL_DATE, UUID, ENUM -> "S";
      case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_INTEGER -> "N";
      case BOOLEAN -> "BOOL";
      case BYTES -> "B";
      case STRING_SET -> "SS";
      case STRING_LIST -> "L";
      case STRING_MAP -> "M";
      case UNSUPPORTED, UNRESOLVED -> throw new IllegalArgumentException(component.name() + " is not stored");
    };
  }
}
