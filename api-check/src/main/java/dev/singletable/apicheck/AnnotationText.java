package dev.singletable.apicheck;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Annotation values as Java source text: an annotation ({@code @java.lang.Deprecated(forRemoval=true)},
 * its elements sorted by name, {@code value} alone unnamed), an annotation member's default, a
 * constant field's value. Qualified names throughout: {@code java.lang.annotation.ElementType.TYPE},
 * {@code x.y.Z.class}.
 */
final class AnnotationText extends AnnotationVisitor {

  /** The elements by name, their values as text; a default value is one element named {@code value}. */
  private final Map<String, String> elements = new TreeMap<>();
  private final Consumer<Map<String, String>> done;

  private AnnotationText(Consumer<Map<String, String>> done) {
    super(Opcodes.ASM9);
    this.done = done;
  }

  /** A visitor of the annotation of type {@code descriptor}, handing its text to {@code done} at its end. */
  static AnnotationVisitor annotation(String descriptor, Consumer<String> done) {
    return new AnnotationText(elements -> done.accept("@" + typeName(descriptor) + arguments(elements)));
  }

  /** A visitor of an annotation member's default value, handing its text to {@code done}. */
  static AnnotationVisitor defaultValue(Consumer<String> done) {
    return new AnnotationText(elements -> done.accept(elements.get("value")));
  }

  /** A constant field's value ({@code ConstantValue}), as the field's type reads it. */
  static String constant(Object value, String descriptor) {
    return switch (descriptor) {
      case "Z" -> String.valueOf(((Integer) value) != 0);
      case "C" -> literal((char) ((Integer) value).intValue());
      default -> literal(value);
    };
  }

  @Override
  public void visit(String name, Object value) {
    elements.put(key(name), value.getClass().isArray() ? primitiveArray(value) : literal(value));
  }

  @Override
  public void visitEnum(String name, String descriptor, String value) {
    elements.put(key(name), typeName(descriptor) + "." + value);
  }

  @Override
  public AnnotationVisitor visitAnnotation(String name, String descriptor) {
    return annotation(descriptor, text -> elements.put(key(name), text));
  }

  @Override
  public AnnotationVisitor visitArray(String name) {
    List<String> values = new ArrayList<>();
    // The elements come one by one, unnamed, in order.
    return new AnnotationVisitor(Opcodes.ASM9) {
      @Override
      public void visit(String unused, Object value) {
        values.add(literal(value));
      }

      @Override
      public void visitEnum(String unused, String descriptor, String value) {
        values.add(typeName(descriptor) + "." + value);
      }

      @Override
      public AnnotationVisitor visitAnnotation(String unused, String descriptor) {
        return annotation(descriptor, values::add);
      }

      @Override
      public void visitEnd() {
        elements.put(key(name), "{" + String.join(", ", values) + "}");
      }
    };
  }

  @Override
  public void visitEnd() {
    done.accept(elements);
  }

  private static String arguments(Map<String, String> elements) {
    if (elements.isEmpty()) {
      return "";
    } else if (elements.size() == 1 && elements.containsKey("value")) {
      return "(" + elements.get("value") + ")";
    }
    List<String> pairs = new ArrayList<>();
    elements.forEach((name, value) -> pairs.add(name + "=" + value));
    return "(" + String.join(", ", pairs) + ")";
  }

  /** A default value is visited with a null name. */
  private static String key(String name) {
    return name == null ? "value" : name;
  }

  private static String typeName(String descriptor) {
    return Signatures.field(descriptor);
  }

  private static String primitiveArray(Object array) {
    List<String> values = new ArrayList<>();
    for (int i = 0; i < Array.getLength(array); i++) {
      values.add(literal(Array.get(array, i)));
    }
    return "{" + String.join(", ", values) + "}";
  }

  private static String literal(Object value) {
    if (value instanceof String text) {
      return quote(text, '"');
    } else if (value instanceof Character c) {
      return quote(String.valueOf(c), '\'');
    } else if (value instanceof Long) {
      return value + "L";
    } else if (value instanceof Float) {
      return value + "f";
    } else if (value instanceof Type type) {
      return Signatures.field(type.getDescriptor()) + ".class";
    }
    return String.valueOf(value);
  }

  private static String quote(String text, char quote) {
    StringBuilder out = new StringBuilder().append(quote);
    for (char c : text.toCharArray()) {
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c == quote) {
            out.append('\\').append(c);
          } else if (c < 0x20 || c > 0x7e) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append(quote).toString();
  }
}
