package dev.singletable.processor.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON value as a tree, objects keeping the order their members were put in, and its text: two
 * spaces an indent level, a member a line, a newline at the end, non-ASCII characters as they are
 * (the files are UTF-8). The same tree gives the same bytes, so a model file changes only when the
 * model does. {@link Yaml} writes the same trees as YAML.
 */
final class Json {

  private Json() {}

  /** A JSON value: an {@link Obj}, an {@link Arr}, a string, a number or a boolean. */
  sealed interface Value permits Obj, Arr, Str, Num, Bool {}

  /** An object, its members in the order they were put. */
  static final class Obj implements Value {
    private final Map<String, Value> members = new LinkedHashMap<>();

    Obj put(String name, Value value) {
      members.put(name, value);
      return this;
    }

    Obj put(String name, String value) {
      return put(name, new Str(value));
    }

    Obj put(String name, long value) {
      return put(name, new Num(value));
    }

    Obj put(String name, boolean value) {
      return put(name, new Bool(value));
    }

    /** Puts {@code values} as an array of strings. */
    Obj put(String name, List<String> values) {
      return put(name, strings(values));
    }

    Map<String, Value> members() {
      return members;
    }
  }

  /** An array. */
  static final class Arr implements Value {
    private final List<Value> elements = new ArrayList<>();

    Arr add(Value value) {
      elements.add(value);
      return this;
    }

    List<Value> elements() {
      return elements;
    }
  }

  record Str(String value) implements Value {}

  record Num(long value) implements Value {}

  record Bool(boolean value) implements Value {}

  static Obj object() {
    return new Obj();
  }

  static Arr array() {
    return new Arr();
  }

  static Arr strings(List<String> values) {
    Arr array = new Arr();
    values.forEach(value -> array.add(new Str(value)));
    return array;
  }

  /** The text of {@code value}, pretty-printed, ending with a newline. */
  static String write(Value value) {
    StringBuilder out = new StringBuilder();
    write(value, 0, out);
    return out.append('\n').toString();
  }

  private static void write(Value value, int indent, StringBuilder out) {
    if (value instanceof Obj object) {
      if (object.members().isEmpty()) {
        out.append("{}");
        return;
      }
      out.append("{\n");
      int left = object.members().size();
      for (Map.Entry<String, Value> member : object.members().entrySet()) {
        out.append("  ".repeat(indent + 1));
        quote(member.getKey(), out);
        out.append(": ");
        write(member.getValue(), indent + 1, out);
        out.append(--left > 0 ? ",\n" : "\n");
      }
      out.append("  ".repeat(indent)).append('}');
    } else if (value instanceof Arr array) {
      if (array.elements().isEmpty()) {
        out.append("[]");
        return;
      }
      out.append("[\n");
      int left = array.elements().size();
      for (Value element : array.elements()) {
        out.append("  ".repeat(indent + 1));
        write(element, indent + 1, out);
        out.append(--left > 0 ? ",\n" : "\n");
      }
      out.append("  ".repeat(indent)).append(']');
    } else if (value instanceof Str string) {
      quote(string.value(), out);
    } else if (value instanceof Num number) {
      out.append(number.value());
    } else {
      out.append(((Bool) value).value());
    }
  }

  /** {@code text} as a JSON string: quotes, backslashes and control characters escaped. */
  static void quote(String text, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x7f || c == '\u2028' || c == '\u2029') {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
