package dev.singletable.runtime.internal.expr;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which parts of a condition an item fails, judged as DynamoDB judges them, to explain a failure
 * DynamoDB reported, never to decide one. Numbers compare by value (all 38 digits: {@link
 * BigDecimal}), strings by their UTF-8 bytes, binaries by their unsigned bytes; an ordering or
 * {@code BETWEEN} of a missing attribute or one of another type is false, {@code =} false and
 * {@code <>} true; {@code =} is {@link #equal}, and {@code IN} is {@code =} to one of its values; {@code begins_with} takes a string or a binary,
 * {@code contains} a substring of a string or an element of a set or a list; {@code size} is a
 * binary's bytes and a set's, list's or map's elements. A string's {@code size} is counted in UTF-8
 * bytes by DynamoDB's PartiQL documentation and as its "length" by the expression documentation: a
 * comparison whose outcome depends on which (a string outside ASCII) is judged <em>unknown</em>, as
 * is any operand of a type no typed condition sends. An unknown part is never named as failed:
 * {@link #explain} then says it cannot tell.
 */
public final class ConditionJudge {
  private ConditionJudge() {}

  /** A three-valued outcome: DynamoDB's {@code true} or {@code false}, or not decidable from the item. */
  public enum Outcome {
    TRUE, FALSE, UNKNOWN;

    static Outcome of(boolean holds) {
      return holds ? TRUE : FALSE;
    }

    Outcome not() {
      return this == TRUE ? FALSE : this == FALSE ? TRUE : UNKNOWN;
    }
  }

  /**
   * Why a condition failed on an item.
   *
   * @param attributes every attribute the condition is on, in the order written, each once
   * @param failed those whose parts made it fail, in that order; all of {@code attributes} when not known
   * @param known whether {@code failed} was told from the item (the condition is false on it)
   */
  public record Explanation(List<String> attributes, List<String> failed, boolean known) {
    public Explanation {
      attributes = List.copyOf(attributes);
      failed = List.copyOf(failed);
    }
  }

  /** Whether {@code condition} holds on {@code item} (an empty map: no item). */
  public static Outcome holds(Expr condition, Map<String, AttributeValue> item) {
    if (condition instanceof Expr.And and) {
      Outcome outcome = Outcome.TRUE;
      for (Expr part : and.parts()) {
        Outcome each = holds(part, item);
        if (each == Outcome.FALSE) {
          return Outcome.FALSE;
        }
        outcome = each == Outcome.UNKNOWN ? Outcome.UNKNOWN : outcome;
      }
      return outcome;
    }
    if (condition instanceof Expr.Or or) {
      Outcome outcome = Outcome.FALSE;
      for (Expr part : or.parts()) {
        Outcome each = holds(part, item);
        if (each == Outcome.TRUE) {
          return Outcome.TRUE;
        }
        outcome = each == Outcome.UNKNOWN ? Outcome.UNKNOWN : outcome;
      }
      return outcome;
    }
    if (condition instanceof Expr.Not not) {
      return holds(not.part(), item).not();
    }
    return leaf(condition, item);
  }

  /** The attributes of {@code condition}, in the order written, each once. */
  public static List<String> attributes(Expr condition) {
    Set<String> attributes = new LinkedHashSet<>();
    collect(condition, attributes);
    return List.copyOf(attributes);
  }

  /**
   * Why {@code condition} failed on {@code item}: if it is false on the item, the attributes of the
   * parts that made it false (for a {@code NOT}, every attribute under it); else (it holds, or cannot
   * be judged) all of its attributes, not known.
   */
  public static Explanation explain(Expr condition, Map<String, AttributeValue> item) {
    List<String> attributes = attributes(condition);
    if (holds(condition, item) != Outcome.FALSE) {
      return new Explanation(attributes, attributes, false);
    }
    Set<String> failed = new HashSet<>();
    failures(condition, item, failed);
    return new Explanation(attributes, attributes.stream().filter(failed::contains).toList(), true);
  }

  /**
   * Whether DynamoDB's {@code stored = expected} holds; a null (missing) {@code stored} never equals.
   * Numbers are equal by value ({@code 1.0 = 1}); sets whatever their order; lists element by
   * element, maps key by key, recursively; strings, binaries and booleans exactly.
   */
  public static boolean equal(AttributeValue stored, AttributeValue expected) {
    if (stored == null || stored.type() != expected.type()) {
      return false;
    }
    switch (stored.type()) {
      case N:
        return new BigDecimal(stored.n()).compareTo(new BigDecimal(expected.n())) == 0;
      case NS:
        return numbers(stored.ns()).equals(numbers(expected.ns()));
      case SS:
        return new HashSet<>(stored.ss()).equals(new HashSet<>(expected.ss()));
      case BS:
        return new HashSet<>(stored.bs()).equals(new HashSet<>(expected.bs()));
      case L:
        if (stored.l().size() != expected.l().size()) {
          return false;
        }
        for (int i = 0; i < stored.l().size(); i++) {
          if (!equal(stored.l().get(i), expected.l().get(i))) {
            return false;
          }
        }
        return true;
      case M:
        if (!stored.m().keySet().equals(expected.m().keySet())) {
          return false;
        }
        for (Map.Entry<String, AttributeValue> entry : expected.m().entrySet()) {
          if (!equal(stored.m().get(entry.getKey()), entry.getValue())) {
            return false;
          }
        }
        return true;
      default:
        return stored.equals(expected);
    }
  }

  /**
   * DynamoDB's order of two values of one type, N, S or B: negative if {@code a} sorts first.
   *
   * @throws IllegalArgumentException for other types, or two types
   */
  public static int compare(AttributeValue a, AttributeValue b) {
    if (a.type() != b.type()) {
      throw new IllegalArgumentException("no order between " + a.type() + " and " + b.type());
    }
    switch (a.type()) {
      case N: return new BigDecimal(a.n()).compareTo(new BigDecimal(b.n()));
      case S: return unsigned(a.s().getBytes(StandardCharsets.UTF_8), b.s().getBytes(StandardCharsets.UTF_8));
      case B: return unsigned(a.b().asByteArrayUnsafe(), b.b().asByteArrayUnsafe());
      default: throw new IllegalArgumentException("no order of " + a.type());
    }
  }

  /** DynamoDB's name of the type of {@code value}: {@code S}, {@code NS}, {@code NULL} ... */
  public static String typeName(AttributeValue value) {
    return value.type() == AttributeValue.Type.NUL ? "NULL" : value.type().name();
  }

  private static Outcome leaf(Expr condition, Map<String, AttributeValue> item) {
    if (condition instanceof Expr.Compare compare) {
      return compare(item.get(compare.attribute()), compare.op(), compare.value());
    }
    if (condition instanceof Expr.In in) {
      Outcome outcome = Outcome.FALSE;
      for (AttributeValue value : in.values()) {
        Outcome each = compare(item.get(in.attribute()), Expr.Op.EQ, value);
        if (each == Outcome.TRUE) {
          return Outcome.TRUE;
        }
        outcome = each == Outcome.UNKNOWN ? Outcome.UNKNOWN : outcome;
      }
      return outcome;
    }
    if (condition instanceof Expr.Between between) {
      AttributeValue stored = item.get(between.attribute());
      Outcome low = compare(stored, Expr.Op.GE, between.low());
      return low != Outcome.TRUE ? low : compare(stored, Expr.Op.LE, between.high());
    }
    if (condition instanceof Expr.BeginsWith begins) {
      return beginsWith(item.get(begins.attribute()), begins.prefix());
    }
    if (condition instanceof Expr.Contains contains) {
      return contains(item.get(contains.attribute()), contains.operand());
    }
    if (condition instanceof Expr.Exists exists) {
      return Outcome.of(item.containsKey(exists.attribute()) == exists.exists());
    }
    if (condition instanceof Expr.Type type) {
      AttributeValue stored = item.get(type.attribute());
      return Outcome.of(stored != null && typeName(stored).equals(type.type()));
    }
    if (condition instanceof Expr.Size size) {
      return size(item.get(size.attribute()), length -> holds(length, size.op(), size.size()));
    }
    Expr.SizeBetween size = (Expr.SizeBetween) condition;
    return size(item.get(size.attribute()), length -> length >= size.low() && length <= size.high());
  }

  private static Outcome compare(AttributeValue stored, Expr.Op op, AttributeValue value) {
    if (op == Expr.Op.EQ || op == Expr.Op.NE) {
      if (value.type() == AttributeValue.Type.UNKNOWN_TO_SDK_VERSION) {
        return Outcome.UNKNOWN;
      }
      return Outcome.of(equal(stored, value) == (op == Expr.Op.EQ));
    }
    if (!ordered(value)) {
      return Outcome.UNKNOWN;
    }
    if (stored == null || stored.type() != value.type()) {
      return Outcome.FALSE;
    }
    return Outcome.of(holds(compare(stored, value), op, 0));
  }

  private static boolean holds(long left, Expr.Op op, long right) {
    switch (op) {
      case EQ: return left == right;
      case NE: return left != right;
      case LT: return left < right;
      case LE: return left <= right;
      case GT: return left > right;
      default: return left >= right;
    }
  }

  private static Outcome beginsWith(AttributeValue stored, AttributeValue prefix) {
    if (prefix.type() != AttributeValue.Type.S && prefix.type() != AttributeValue.Type.B) {
      return Outcome.UNKNOWN;
    }
    if (stored == null || stored.type() != prefix.type()) {
      return Outcome.FALSE;
    }
    if (prefix.type() == AttributeValue.Type.S) {
      return Outcome.of(stored.s().startsWith(prefix.s()));
    }
    byte[] bytes = stored.b().asByteArrayUnsafe();
    byte[] start = prefix.b().asByteArrayUnsafe();
    if (start.length > bytes.length) {
      return Outcome.FALSE;
    }
    for (int i = 0; i < start.length; i++) {
      if (bytes[i] != start[i]) {
        return Outcome.FALSE;
      }
    }
    return Outcome.TRUE;
  }

  private static Outcome contains(AttributeValue stored, AttributeValue operand) {
    if (stored == null) {
      return Outcome.FALSE;
    }
    switch (stored.type()) {
      case S:
        return Outcome.of(operand.type() == AttributeValue.Type.S && stored.s().contains(operand.s()));
      case SS:
        return Outcome.of(operand.type() == AttributeValue.Type.S && stored.ss().contains(operand.s()));
      case NS:
        return Outcome.of(operand.type() == AttributeValue.Type.N
            && numbers(stored.ns()).contains(new BigDecimal(operand.n()).stripTrailingZeros()));
      case BS:
        return Outcome.of(operand.type() == AttributeValue.Type.B && stored.bs().contains(operand.b()));
      case L:
        for (AttributeValue element : stored.l()) {
          if (equal(element, operand)) {
            return Outcome.TRUE;
          }
        }
        return Outcome.FALSE;
      default:
        return Outcome.FALSE;
    }
  }

  /** A length test, unknown for a string whose UTF-8 bytes, code points and UTF-16 units disagree on it. */
  private static Outcome size(AttributeValue stored, java.util.function.LongPredicate test) {
    if (stored == null) {
      return Outcome.FALSE;
    }
    switch (stored.type()) {
      case S:
        String text = stored.s();
        boolean bytes = test.test(text.getBytes(StandardCharsets.UTF_8).length);
        boolean same = bytes == test.test(text.length()) && bytes == test.test(text.codePointCount(0, text.length()));
        return same ? Outcome.of(bytes) : Outcome.UNKNOWN;
      case B: return Outcome.of(test.test(stored.b().asByteArrayUnsafe().length));
      case SS: return Outcome.of(test.test(stored.ss().size()));
      case NS: return Outcome.of(test.test(stored.ns().size()));
      case BS: return Outcome.of(test.test(stored.bs().size()));
      case L: return Outcome.of(test.test(stored.l().size()));
      case M: return Outcome.of(test.test(stored.m().size()));
      default: return Outcome.UNKNOWN;
    }
  }

  private static boolean ordered(AttributeValue value) {
    return value.type() == AttributeValue.Type.N || value.type() == AttributeValue.Type.S
        || value.type() == AttributeValue.Type.B;
  }

  private static void failures(Expr condition, Map<String, AttributeValue> item, Set<String> failed) {
    if (condition instanceof Expr.And and) {
      for (Expr part : and.parts()) {
        if (holds(part, item) == Outcome.FALSE) {
          failures(part, item, failed);
        }
      }
    } else if (condition instanceof Expr.Or or) {
      for (Expr part : or.parts()) {
        failures(part, item, failed);
      }
    } else if (condition instanceof Expr.Not not) {
      collect(not.part(), failed);
    } else {
      collect(condition, failed);
    }
  }

  private static void collect(Expr condition, Set<String> attributes) {
    if (condition instanceof Expr.And and) {
      and.parts().forEach(part -> collect(part, attributes));
    } else if (condition instanceof Expr.Or or) {
      or.parts().forEach(part -> collect(part, attributes));
    } else if (condition instanceof Expr.Not not) {
      collect(not.part(), attributes);
    } else {
      attributes.add(attribute(condition));
    }
  }

  private static String attribute(Expr leaf) {
    if (leaf instanceof Expr.Compare c) return c.attribute();
    if (leaf instanceof Expr.In i) return i.attribute();
    if (leaf instanceof Expr.Between b) return b.attribute();
    if (leaf instanceof Expr.BeginsWith b) return b.attribute();
    if (leaf instanceof Expr.Contains c) return c.attribute();
    if (leaf instanceof Expr.Exists e) return e.attribute();
    if (leaf instanceof Expr.Type t) return t.attribute();
    if (leaf instanceof Expr.Size s) return s.attribute();
    return ((Expr.SizeBetween) leaf).attribute();
  }

  private static Set<BigDecimal> numbers(List<String> texts) {
    Set<BigDecimal> numbers = new HashSet<>();
    for (String text : texts) {
      numbers.add(new BigDecimal(text).stripTrailingZeros());
    }
    return numbers;
  }

  private static int unsigned(byte[] a, byte[] b) {
    int common = Math.min(a.length, b.length);
    for (int i = 0; i < common; i++) {
      int difference = (a[i] & 0xff) - (b[i] & 0xff);
      if (difference != 0) {
        return difference;
      }
    }
    return a.length - b.length;
  }
}
