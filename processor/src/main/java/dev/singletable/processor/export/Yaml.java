package dev.singletable.processor.export;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A {@link Json} tree as block YAML: a mapping's members a line each, nested two spaces deeper, a
 * sequence's elements as {@code - } lines (a mapping element starts on its dash's line). A string is
 * plain where YAML reads it back as that string, else double-quoted with JSON's escapes, which YAML's
 * double quotes read alike: {@code "2010-09-09"}, {@code "yes"}, {@code "${AWS::StackName}-TableArn"}.
 */
final class Yaml {
  /** Words YAML 1.1 reads as booleans or null. */
  private static final Set<String> KEYWORDS = Set.of("y", "n", "yes", "no", "on", "off", "true", "false", "null", "~");
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_.:/-]*");

  private Yaml() {}

  static String write(Json.Obj root) {
    StringBuilder out = new StringBuilder();
    mapping(root, 0, false, out);
    return out.toString();
  }

  /** The members of {@code object}, at {@code indent}; {@code inline}: the first goes on the current line. */
  private static void mapping(Json.Obj object, int indent, boolean inline, StringBuilder out) {
    boolean first = true;
    for (Map.Entry<String, Json.Value> member : object.members().entrySet()) {
      out.append(first && inline ? "" : " ".repeat(indent)).append(scalar(member.getKey())).append(':');
      first = false;
      value(member.getValue(), indent, out);
    }
  }

  /** What follows a key's colon: a scalar on its line, or a block below it. */
  private static void value(Json.Value value, int indent, StringBuilder out) {
    if (value instanceof Json.Obj object && !object.members().isEmpty()) {
      out.append('\n');
      mapping(object, indent + 2, false, out);
    } else if (value instanceof Json.Arr array && !array.elements().isEmpty()) {
      out.append('\n');
      sequence(array.elements(), indent + 2, out);
    } else {
      out.append(' ').append(flow(value)).append('\n');
    }
  }

  private static void sequence(List<Json.Value> elements, int indent, StringBuilder out) {
    for (Json.Value element : elements) {
      out.append(" ".repeat(indent)).append('-');
      if (element instanceof Json.Obj object && !object.members().isEmpty()) {
        out.append(' ');
        mapping(object, indent + 2, true, out);
      } else if (element instanceof Json.Arr array && !array.elements().isEmpty()) {
        out.append('\n');
        sequence(array.elements(), indent + 2, out);
      } else {
        out.append(' ').append(flow(element)).append('\n');
      }
    }
  }

  /** A scalar, or an empty mapping or sequence. */
  private static String flow(Json.Value value) {
    if (value instanceof Json.Obj) {
      return "{}";
    }
    if (value instanceof Json.Arr) {
      return "[]";
    }
    if (value instanceof Json.Str string) {
      return scalar(string.value());
    }
    return value instanceof Json.Num number ? Long.toString(number.value()) : Boolean.toString(((Json.Bool) value).value());
  }

  /** {@code text} plain if YAML reads it back as this string, else double-quoted. */
  static String scalar(String text) {
    if (PLAIN.matcher(text).matches() && !text.endsWith(":") && !KEYWORDS.contains(text.toLowerCase(Locale.ROOT))) {
      return text;
    }
    StringBuilder quoted = new StringBuilder();
    Json.quote(text, quoted);
    return quoted.toString();
  }
}
