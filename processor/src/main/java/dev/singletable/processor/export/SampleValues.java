package dev.singletable.processor.export;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.List;
import java.util.UUID;

/**
 * The values of the sample items, made up from a component's type and a number, the same each build:
 * as the attribute the mapper writes (DynamoDB JSON, {@code {"S": "2026-01-01T01:00:00.000000000Z"}}),
 * and as the text a key holds (escaped strings, fixed-width numbers and instants).
 */
final class SampleValues {
  /** The first sample instant; the n-th is n hours later. */
  private static final Instant BASE = Instant.parse("2026-01-01T00:00:00Z");
  private static final DateTimeFormatter INSTANT = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'")
      .withZone(ZoneOffset.UTC);

  private SampleValues() {}

  /**
   * One value.
   *
   * @param attribute the attribute as DynamoDB JSON
   * @param key the text a key holds of it, or null for a type no key is made of
   */
  record Sample(Json.Obj attribute, String key) {}

  /**
   * The {@code n}-th value (from 1) of a component of {@code javaType} ({@code enumValues}: an enum's
   * constants); a string is {@code label} and the number, e.g. {@code user-1} for an id, {@code name-1}
   * for an attribute.
   */
  static Sample of(String javaType, List<String> enumValues, String label, int n) {
    switch (javaType) {
      case "java.lang.String":
        String text = label + n;
        return new Sample(s(text), text.replace("%", "%25").replace("#", "%23"));
      case "boolean":
      case "java.lang.Boolean":
        return new Sample(Json.object().put("BOOL", n % 2 == 1), null);
      case "byte", "java.lang.Byte", "short", "java.lang.Short", "java.math.BigInteger":
        return new Sample(number(Integer.toString(n)), null);
      case "int", "java.lang.Integer":
        return new Sample(number(Integer.toString(n)), String.format("%010d", n));
      case "long", "java.lang.Long":
        return new Sample(number(Integer.toString(n)), String.format("%019d", n));
      case "float", "java.lang.Float", "double", "java.lang.Double":
        return new Sample(number(n + ".5"), null);
      case "java.math.BigDecimal":
        return new Sample(s(n + ".50"), null);
      case "java.time.Instant":
        String instant = INSTANT.format(BASE.plusSeconds(3600L * n));
        return new Sample(s(instant), instant);
      case "java.time.LocalDate":
        String date = LocalDate.of(2026, 1, 1).plusDays(n - 1L).toString();
        return new Sample(s(date), date);
      case "java.util.UUID":
        String uuid = UUID.nameUUIDFromBytes((label + n).getBytes(StandardCharsets.UTF_8)).toString();
        return new Sample(s(uuid), uuid);
      case "byte[]":
        return new Sample(Json.object().put("B",
            Base64.getEncoder().encodeToString((label + n).getBytes(StandardCharsets.UTF_8))), null);
      case "java.util.List<java.lang.String>":
        return new Sample(Json.object().put("L", Json.array().add(s(label + n)).add(s(label + (n + 1)))), null);
      case "java.util.Set<java.lang.String>":
        return new Sample(Json.object().put("SS", List.of(label + n, label + (n + 1))), null);
      case "java.util.Map<java.lang.String, java.lang.String>":
        return new Sample(Json.object().put("M", Json.object().put("key", s(label + n))), null);
      default:
        String constant = enumValues.isEmpty() ? javaType.substring(javaType.lastIndexOf('.') + 1)
            : enumValues.get((n - 1) % enumValues.size());
        return new Sample(s(constant), constant);
    }
  }

  /** A counter's or a version's value: {@code {"N": "3"}}. */
  static Json.Obj number(long value) {
    return number(Long.toString(value));
  }

  private static Json.Obj number(String text) {
    return Json.object().put("N", text);
  }

  private static Json.Obj s(String text) {
    return Json.object().put("S", text);
  }
}
