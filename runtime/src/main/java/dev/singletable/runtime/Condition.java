package dev.singletable.runtime;

import dev.singletable.runtime.internal.expr.ConditionRender;
import dev.singletable.runtime.internal.expr.Expr;
import java.util.ArrayList;
import java.util.List;

/**
 * A condition on a stored record of type {@code T}, which a conditional write ({@code put}, {@code
 * delete}, {@code update} with a condition) requires of the item it writes: DynamoDB applies the
 * write only if the condition holds, else nothing is written and the write throws {@link
 * ConditionFailedException}, which names the attributes whose part failed. Conditions are made by
 * the record's generated {@code …Condition} class, one typed entry point per non-key component
 * ({@code UserCondition.name().beginsWith("a")}, {@code FollowCondition.followedAt().lt(t)}; see
 * {@link ConditionAttribute}), and combined with {@link #and}, {@link #or} and {@link #not}. Ids are
 * not offered: the key already decides the item.
 *
 * <p>Every attribute name and value is sent as a placeholder of its own, so reserved words and any
 * value are safe, and a condition never clashes with the conditions the library adds (the item's
 * existence for an update, a node's version, an {@code ADD}'s range). Immutable and thread-safe;
 * {@link #toString()} shows its shape without its values, which may be personal data.
 *
 * @param <T> the record the condition is on
 */
public final class Condition<T> {
  private final Expr expr;

  Condition(Expr expr) {
    this.expr = expr;
  }

  /** This condition and {@code other}: both must hold. */
  public Condition<T> and(Condition<T> other) {
    return new Condition<>(new Expr.And(parts(Expr.And.class, expr, other(other, "and"))));
  }

  /** This condition or {@code other}: at least one must hold. */
  public Condition<T> or(Condition<T> other) {
    return new Condition<>(new Expr.Or(parts(Expr.Or.class, expr, other(other, "or"))));
  }

  /** The opposite of this condition. */
  public Condition<T> not() {
    return new Condition<>(expr instanceof Expr.Not not ? not.part() : new Expr.Not(expr));
  }

  /** Conditions are equal when they are the same tree of the same parts and values. */
  @Override
  public boolean equals(Object other) {
    return other instanceof Condition<?> condition && condition.expr.equals(expr);
  }

  @Override
  public int hashCode() {
    return expr.hashCode();
  }

  /** {@code Condition[name = ? AND size(tags) > ?]}: the shape, with attribute names and no values. */
  @Override
  public String toString() {
    return "Condition[" + ConditionRender.describe(expr) + "]";
  }

  /**
   * The tree of {@code condition}, for the runtime; a null condition is refused, naming {@code method}.
   *
   * @throws InvalidRequestException if {@code condition} is null
   */
  static Expr expr(Condition<?> condition, String method) {
    if (condition == null) {
      throw new InvalidRequestException(method + ": the condition is null. Build one with the record's generated"
          + " …Condition class, or call the overload without a condition.");
    }
    return condition.expr;
  }

  private static Expr other(Condition<?> other, String method) {
    if (other == null) {
      throw new InvalidRequestException("Condition." + method + "(null): give the condition to combine with.");
    }
    return other.expr;
  }

  /** The parts of {@code left op right}, flattening an operand that is already an {@code op}. */
  private static List<Expr> parts(Class<? extends Expr> op, Expr left, Expr right) {
    List<Expr> parts = new ArrayList<>();
    for (Expr side : List.of(left, right)) {
      if (op.isInstance(side)) {
        parts.addAll(side instanceof Expr.And and ? and.parts() : ((Expr.Or) side).parts());
      } else {
        parts.add(side);
      }
    }
    return parts;
  }
}
