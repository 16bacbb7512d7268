package dev.singletable.runtime.internal.expr;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One condition on one item, as DynamoDB's condition expressions have them: comparisons, {@code
 * IN}, {@code BETWEEN}, the functions, {@code size} comparisons, and {@code AND}, {@code OR}, {@code NOT}. Each
 * leaf is on one top-level attribute and holds its operands encoded as the mapper stores them.
 * Immutable; built by the public {@code Condition} and its attribute handles, which check their
 * arguments, so a tree is always one DynamoDB accepts.
 */
public sealed interface Expr {
  /** A comparison operator, as DynamoDB writes it. */
  enum Op {
    EQ("="), NE("<>"), LT("<"), LE("<="), GT(">"), GE(">=");

    private final String symbol;

    Op(String symbol) {
      this.symbol = symbol;
    }

    /** {@code <=}. */
    public String symbol() {
      return symbol;
    }
  }

  /** {@code attribute op value}. */
  record Compare(String attribute, Op op, AttributeValue value) implements Expr {}

  /** {@code attribute IN (v0, v1, ...)}: it equals one of 1 to 100 values. */
  record In(String attribute, List<AttributeValue> values) implements Expr {
    public In {
      values = List.copyOf(values);
    }
  }

  /** {@code attribute BETWEEN low AND high}; {@code low} is not above {@code high}. */
  record Between(String attribute, AttributeValue low, AttributeValue high) implements Expr {}

  /** {@code begins_with(attribute, prefix)}, on a string or a binary. */
  record BeginsWith(String attribute, AttributeValue prefix) implements Expr {}

  /** {@code contains(attribute, operand)}: a substring of a string, an element of a set or a list. */
  record Contains(String attribute, AttributeValue operand) implements Expr {}

  /** {@code attribute_exists(attribute)}, or {@code attribute_not_exists} when {@code exists} is false. */
  record Exists(String attribute, boolean exists) implements Expr {}

  /** {@code attribute_type(attribute, type)}: {@code type} is DynamoDB's name ({@code S}, {@code NS} ...). */
  record Type(String attribute, String type) implements Expr {}

  /** {@code size(attribute) op size}. */
  record Size(String attribute, Op op, long size) implements Expr {}

  /** {@code size(attribute) BETWEEN low AND high}; {@code low <= high}. */
  record SizeBetween(String attribute, long low, long high) implements Expr {}

  /** Every part holds; two or more parts. */
  record And(List<Expr> parts) implements Expr {
    public And {
      parts = List.copyOf(parts);
    }
  }

  /** At least one part holds; two or more parts. */
  record Or(List<Expr> parts) implements Expr {
    public Or {
      parts = List.copyOf(parts);
    }
  }

  /** {@code part} does not hold. */
  record Not(Expr part) implements Expr {}
}
