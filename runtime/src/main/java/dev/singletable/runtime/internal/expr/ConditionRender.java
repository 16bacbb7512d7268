package dev.singletable.runtime.internal.expr;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * A condition ({@link Expr}) as DynamoDB takes it: a ConditionExpression whose every attribute name
 * and value is a placeholder, {@code #c0}, {@code #c1} ... for names (one per attribute) and {@code
 * :c0}, {@code :c1} ... for values, numbered in the order the condition was written. The library's
 * own placeholders never start with {@code #c} or {@code :c} ({@code #pk}, {@code #v}, {@code :read},
 * {@code :next}, {@code :zero}, the typed update's {@code #a0}, {@code :v0}, a counter's {@code #n0},
 * {@code :n0}, a recount's {@code #k}), so a rendered
 * condition is ANDed to the library's own condition of a request without a clash; one that would
 * clash is refused with an {@link IllegalArgumentException}, a bug of the caller, never of its input.
 *
 * <p>The single writes use {@link #and}; a transaction engine uses {@link #put}, {@link #delete},
 * {@link #update} (an action the library built, with the caller's condition ANDed to its own) and
 * {@link #conditionCheck} (a condition on an item the transaction does not write). Each of those asks
 * for {@code ReturnValuesOnConditionCheckFailure ALL_OLD}, so that a cancellation reason carries the
 * item the condition failed on, which {@link ConditionJudge#explain} reads. Stateless.
 */
public final class ConditionRender {
  private ConditionRender() {}

  /**
   * A rendered condition.
   *
   * @param expression the ConditionExpression
   * @param names its ExpressionAttributeNames, never empty
   * @param values its ExpressionAttributeValues, empty when it compares with nothing (DynamoDB refuses
   *     an empty map: send none then)
   */
  public record Rendered(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
    public Rendered {
      names = Map.copyOf(names);
      values = Map.copyOf(values);
    }
  }

  /** {@code condition} alone. */
  public static Rendered render(Expr condition) {
    Writer writer = new Writer();
    writer.write(condition, false);
    return new Rendered(writer.text.toString(), writer.names, writer.values);
  }

  /**
   * {@code own AND (condition)}, with the placeholders of both; {@code own} alone when {@code
   * condition} is null, {@code condition} alone when {@code own} is null or empty.
   *
   * @throws IllegalArgumentException if a placeholder of {@code own} starts with {@code #c} or {@code :c}
   */
  public static Rendered and(String own, Map<String, String> ownNames, Map<String, AttributeValue> ownValues,
      Expr condition) {
    Map<String, String> names = new HashMap<>(ownNames == null ? Map.of() : ownNames);
    Map<String, AttributeValue> values = new HashMap<>(ownValues == null ? Map.of() : ownValues);
    if (condition == null) {
      return new Rendered(own, names, values);
    }
    for (String placeholder : names.keySet()) {
      refuseClash(placeholder, "#c");
    }
    for (String placeholder : values.keySet()) {
      refuseClash(placeholder, ":c");
    }
    Rendered rendered = render(condition);
    names.putAll(rendered.names());
    values.putAll(rendered.values());
    String expression = own == null || own.isEmpty() ? rendered.expression()
        : "(" + own + ") AND (" + rendered.expression() + ")";
    return new Rendered(expression, names, values);
  }

  /**
   * A ConditionCheck action on the item with {@code key}: the transaction applies only if {@code
   * condition} holds on it. A failure carries the item (ALL_OLD).
   */
  public static TransactWriteItem conditionCheck(String table, Map<String, AttributeValue> key, Expr condition) {
    Rendered rendered = render(condition);
    ConditionCheck.Builder check = ConditionCheck.builder().tableName(table).key(key)
        .conditionExpression(rendered.expression()).expressionAttributeNames(rendered.names())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    if (!rendered.values().isEmpty()) {
      check.expressionAttributeValues(rendered.values());
    }
    return TransactWriteItem.builder().conditionCheck(check.build()).build();
  }

  /** {@code put} with {@code condition} ANDed to its own condition, asking for the item on failure. */
  public static Put put(Put put, Expr condition) {
    Rendered rendered = and(put.conditionExpression(), put.expressionAttributeNames(),
        put.expressionAttributeValues(), condition);
    return put.toBuilder().conditionExpression(rendered.expression()).expressionAttributeNames(rendered.names())
        .expressionAttributeValues(rendered.values().isEmpty() ? null : rendered.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD).build();
  }

  /** {@code delete} with {@code condition} ANDed to its own condition, asking for the item on failure. */
  public static Delete delete(Delete delete, Expr condition) {
    Rendered rendered = and(delete.conditionExpression(), delete.expressionAttributeNames(),
        delete.expressionAttributeValues(), condition);
    return delete.toBuilder().conditionExpression(rendered.expression()).expressionAttributeNames(rendered.names())
        .expressionAttributeValues(rendered.values().isEmpty() ? null : rendered.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD).build();
  }

  /** {@code update} with {@code condition} ANDed to its own condition, asking for the item on failure. */
  public static Update update(Update update, Expr condition) {
    Rendered rendered = and(update.conditionExpression(), update.expressionAttributeNames(),
        update.expressionAttributeValues(), condition);
    return update.toBuilder().conditionExpression(rendered.expression()).expressionAttributeNames(rendered.names())
        .expressionAttributeValues(rendered.values().isEmpty() ? null : rendered.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD).build();
  }

  /**
   * The condition's shape without its values, for messages and {@code toString}: {@code name = ? AND
   * size(tags) > ?}.
   */
  public static String describe(Expr condition) {
    Writer writer = new Writer();
    writer.describing = true;
    writer.write(condition, false);
    return writer.text.toString();
  }

  private static void refuseClash(String placeholder, String prefix) {
    if (placeholder.startsWith(prefix)) {
      throw new IllegalArgumentException("placeholder " + placeholder + " of the request's own condition clashes with"
          + " the typed condition's " + prefix + "0, " + prefix + "1 ...");
    }
  }

  /** Writes one expression, allocating placeholders in order. */
  private static final class Writer {
    private final StringBuilder text = new StringBuilder();
    private final Map<String, String> names = new HashMap<>();
    private final Map<String, String> placeholders = new HashMap<>();
    private final Map<String, AttributeValue> values = new HashMap<>();
    private boolean describing;

    // a AND (b OR c) AND NOT (d): every AND or OR inside another and every NOT's operand in parentheses,
    // so no precedence is relied on.
    void write(Expr expr, boolean nested) {
      if (expr instanceof Expr.And and) {
        compound(and.parts(), " AND ", nested);
      } else if (expr instanceof Expr.Or or) {
        compound(or.parts(), " OR ", nested);
      } else if (expr instanceof Expr.Not not) {
        text.append("NOT (");
        write(not.part(), false);
        text.append(')');
      } else if (expr instanceof Expr.Compare compare) {
        text.append(name(compare.attribute())).append(' ').append(compare.op().symbol()).append(' ')
            .append(value(compare.value()));
      } else if (expr instanceof Expr.In in) {
        text.append(name(in.attribute())).append(" IN (");
        for (int i = 0; i < in.values().size(); i++) {
          text.append(i == 0 ? "" : ", ").append(value(in.values().get(i)));
        }
        text.append(')');
      } else if (expr instanceof Expr.Between between) {
        text.append(name(between.attribute())).append(" BETWEEN ").append(value(between.low())).append(" AND ")
            .append(value(between.high()));
      } else if (expr instanceof Expr.BeginsWith begins) {
        function("begins_with", begins.attribute(), begins.prefix());
      } else if (expr instanceof Expr.Contains contains) {
        function("contains", contains.attribute(), contains.operand());
      } else if (expr instanceof Expr.Exists exists) {
        text.append(exists.exists() ? "attribute_exists(" : "attribute_not_exists(").append(name(exists.attribute()))
            .append(')');
      } else if (expr instanceof Expr.Type type) {
        function("attribute_type", type.attribute(), AttributeValue.fromS(type.type()));
      } else if (expr instanceof Expr.Size size) {
        text.append("size(").append(name(size.attribute())).append(") ").append(size.op().symbol()).append(' ')
            .append(value(number(size.size())));
      } else {
        Expr.SizeBetween size = (Expr.SizeBetween) expr;
        text.append("size(").append(name(size.attribute())).append(") BETWEEN ").append(value(number(size.low())))
            .append(" AND ").append(value(number(size.high())));
      }
    }

    private void compound(List<Expr> parts, String operator, boolean nested) {
      if (nested) {
        text.append('(');
      }
      for (int i = 0; i < parts.size(); i++) {
        text.append(i == 0 ? "" : operator);
        Expr part = parts.get(i);
        write(part, part instanceof Expr.And || part instanceof Expr.Or);
      }
      if (nested) {
        text.append(')');
      }
    }

    private void function(String function, String attribute, AttributeValue operand) {
      text.append(function).append('(').append(name(attribute)).append(", ").append(value(operand)).append(')');
    }

    private String name(String attribute) {
      if (describing) {
        return attribute;
      }
      return placeholders.computeIfAbsent(attribute, a -> {
        String placeholder = "#c" + names.size();
        names.put(placeholder, a);
        return placeholder;
      });
    }

    private String value(AttributeValue value) {
      if (describing) {
        return "?";
      }
      String placeholder = ":c" + values.size();
      values.put(placeholder, value);
      return placeholder;
    }

    private static AttributeValue number(long value) {
      return AttributeValue.fromN(Long.toString(value));
    }
  }
}
