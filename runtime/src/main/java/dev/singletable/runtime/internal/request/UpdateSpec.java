package dev.singletable.runtime.internal.request;

import dev.singletable.runtime.InvalidRequestException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What one typed update says, in the order it was said: each attribute changed once (set, removed, or
 * a number added to), and the values some attributes must hold for it to apply. Every refusal names
 * the generated method that was called wrongly and happens before any request is built. Not
 * thread-safe; an {@code ItemUpdate} holds one.
 */
public final class UpdateSpec {
  /** The clause of an UpdateExpression a change goes to. */
  public enum Action { SET, REMOVE, ADD }

  /**
   * One change: {@code value} is null for a REMOVE, the delta for an ADD.
   *
   * @param limit for an ADD to a bounded integer, the value the stored one must not pass (the type's
   *     bound minus the delta), so that the sum stays readable; null otherwise
   * @param upward whether {@code limit} is an upper bound (a positive delta) or a lower one
   */
  public record Change(Action action, String attribute, AttributeValue value, AttributeValue limit,
      boolean upward) {}

  /** One condition: the stored {@code attribute} equals {@code value}. */
  public record Condition(String attribute, AttributeValue value) {}

  private final String owner;
  private final Map<String, Change> changes = new LinkedHashMap<>();
  private final Map<String, Condition> conditions = new LinkedHashMap<>();

  /** @param owner the generated class, for messages ({@code UserUpdate}) */
  public UpdateSpec(String owner) {
    this.owner = owner;
  }

  /** SET {@code attribute} to {@code value}; a null value is refused (its remover removes). */
  public void set(String component, String attribute, AttributeValue value) {
    if (value == null) {
      throw new InvalidRequestException(owner + "." + component + "(null): an update sets values. To remove "
          + attribute + ", call " + owner + ".remove" + capitalized(component) + "() instead.");
    }
    change(component, new Change(Action.SET, attribute, value, null, false));
  }

  /** REMOVE {@code attribute}. */
  public void remove(String component, String attribute) {
    change("remove" + capitalized(component), new Change(Action.REMOVE, attribute, null, null, false));
  }

  /** ADD {@code delta} to the number {@code attribute} (a missing attribute counts as 0). */
  public void add(String component, String attribute, AttributeValue delta) {
    String method = "add" + capitalized(component);
    if (delta == null) {
      throw new InvalidRequestException(owner + "." + method + "(null): give a number to add.");
    }
    change(method, new Change(Action.ADD, attribute, delta, null, false));
  }

  /**
   * ADD {@code delta} to the integer {@code attribute} of a type from {@code min} to {@code max},
   * conditioned on the sum staying in that range: DynamoDB would store any sum, and the mapper could
   * not read it back.
   */
  public void add(String component, String attribute, long delta, long min, long max) {
    AttributeValue value = AttributeValue.fromN(Long.toString(delta));
    AttributeValue limit = delta == 0 ? null
        : AttributeValue.fromN(Long.toString(delta > 0 ? max - delta : min - delta));
    change("add" + capitalized(component), new Change(Action.ADD, attribute, value, limit, delta > 0));
  }

  /** Applies the update only if the stored {@code attribute} equals {@code expected}. */
  public void require(String component, String attribute, AttributeValue expected) {
    String method = "if" + capitalized(component) + "Equals";
    if (expected == null) {
      throw new InvalidRequestException(owner + "." + method + "(null): a condition compares with a value;"
          + " conditions on a missing attribute are not supported yet.");
    }
    if (conditions.putIfAbsent(attribute, new Condition(attribute, expected)) != null) {
      throw new InvalidRequestException(owner + "." + method + ": this update already has a condition on "
          + attribute + ". Give one value per attribute.");
    }
  }

  /** Whether nothing is changed. */
  public boolean isEmpty() {
    return changes.isEmpty();
  }

  /** The changes, in the order they were made. */
  public List<Change> changes() {
    return Collections.unmodifiableList(new ArrayList<>(changes.values()));
  }

  /** The conditions, in the order they were made. */
  public List<Condition> conditions() {
    return Collections.unmodifiableList(new ArrayList<>(conditions.values()));
  }

  /** The attributes the conditions are on, for messages. */
  public List<String> conditionAttributes() {
    return List.copyOf(conditions.keySet());
  }

  /** {@code SET name, REMOVE bio, ADD score; if name}: the attributes, without their values. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    for (Change change : changes.values()) {
      text.append(text.length() == 0 ? "" : ", ").append(change.action()).append(' ').append(change.attribute());
    }
    if (!conditions.isEmpty()) {
      text.append("; if ").append(String.join(" and ", conditions.keySet()));
    }
    return text.toString();
  }

  private void change(String method, Change change) {
    Change earlier = changes.putIfAbsent(change.attribute(), change);
    if (earlier != null) {
      throw new InvalidRequestException(owner + "." + method + ": this update already "
          + (earlier.action() == Action.SET ? "sets " : earlier.action() == Action.ADD ? "adds to " : "removes ")
          + change.attribute() + ". An update changes each attribute once: keep one of the two calls.");
    }
  }

  private static String capitalized(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
