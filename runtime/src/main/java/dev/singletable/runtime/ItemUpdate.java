package dev.singletable.runtime;

import dev.singletable.runtime.internal.request.UpdateSpec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Base of the generated update builders ({@code UserUpdate}, {@code MuteUpdate}): a change to a
 * stored record's ordinary attributes, sent without reading the record first by the repository's
 * {@code update} as one UpdateItem, which returns the record as stored afterwards. For each ordinary
 * component {@code x} (never an id, a counter or the version) the builder has {@code x(value)} (SET),
 * {@code removeX()} for a nullable one (REMOVE), {@code addX(delta)} for a number stored as N (ADD: a
 * missing attribute counts as 0; a {@code BigDecimal} is stored as text to keep its scale, so it has
 * no adder), and {@code ifXEquals(value)}, a condition: the update applies only if the stored
 * attribute holds that value (several are ANDed). Values are encoded as the mapper encodes them. An
 * ADD to a {@code byte}, {@code short}, {@code int} or {@code long} (or its box) is conditioned on the
 * sum staying in the type's range, so that the record stays readable; a sum that would leave it is a
 * {@link ConditionFailedException} on that attribute, with nothing written.
 *
 * <p>Each attribute is changed once per update: a second change of it, or a null value to set, is
 * refused with {@link InvalidRequestException} at that call. An update that changes nothing is
 * refused by {@code update}, before any request. A builder is not thread-safe; {@code update} reads
 * it and leaves it as it is, so one builder may be sent again.
 */
public abstract class ItemUpdate {
  private final UpdateSpec spec;

  /**
   * For generated subclasses only.
   *
   * @param owner the subclass's simple name, for messages ({@code UserUpdate})
   */
  protected ItemUpdate(String owner) {
    this.spec = new UpdateSpec(owner);
  }

  /** SET {@code attribute} (component {@code component}) to {@code value}; null is refused. */
  protected final void setAttribute(String component, String attribute, AttributeValue value) {
    spec.set(component, attribute, value);
  }

  /** REMOVE {@code attribute}. */
  protected final void removeAttribute(String component, String attribute) {
    spec.remove(component, attribute);
  }

  /** ADD {@code delta} to the number {@code attribute} (float, double, BigInteger: no range of ours). */
  protected final void addToAttribute(String component, String attribute, AttributeValue delta) {
    spec.add(component, attribute, delta);
  }

  /** ADD {@code delta} to the {@code int} {@code attribute}, only if the sum stays an {@code int}. */
  protected final void addToInt(String component, String attribute, long delta) {
    spec.add(component, attribute, delta, Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  /** ADD {@code delta} to the {@code long} {@code attribute}, only if the sum stays a {@code long}. */
  protected final void addToLong(String component, String attribute, long delta) {
    spec.add(component, attribute, delta, Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /** ADD {@code delta} to the {@code short} {@code attribute}, only if the sum stays a {@code short}. */
  protected final void addToShort(String component, String attribute, long delta) {
    spec.add(component, attribute, delta, Short.MIN_VALUE, Short.MAX_VALUE);
  }

  /** ADD {@code delta} to the {@code byte} {@code attribute}, only if the sum stays a {@code byte}. */
  protected final void addToByte(String component, String attribute, long delta) {
    spec.add(component, attribute, delta, Byte.MIN_VALUE, Byte.MAX_VALUE);
  }

  /** Applies the update only if the stored {@code attribute} equals {@code expected}. */
  protected final void requireAttribute(String component, String attribute, AttributeValue expected) {
    spec.require(component, attribute, expected);
  }

  /** Whether this update changes nothing yet. */
  public final boolean isEmpty() {
    return spec.isEmpty();
  }

  /** The attributes changed and required, without their values: {@code SET name, REMOVE bio; if name}. */
  @Override
  public final String toString() {
    return getClass().getSimpleName() + "[" + spec + "]";
  }

  /**
   * The update's changes, refused if there is no update or it changes nothing.
   *
   * @param method the repository method, for messages ({@code UserRepository.update})
   */
  static UpdateSpec checked(ItemUpdate update, String method, String entity) {
    if (update == null) {
      throw new InvalidRequestException(method + ": the update is null. Build one with " + entity
          + "Update.of() and its setters.");
    }
    if (update.isEmpty()) {
      throw new InvalidRequestException(method + ": " + update + " changes nothing. Set, remove or add to at"
          + " least one attribute.");
    }
    return update.spec;
  }

  /** Refuses a version no stored node has: create stores 1. */
  static void checkVersion(long version, String method, String entity) {
    if (version < 1) {
      throw new InvalidRequestException(method + ": version " + version + " is not a stored " + entity
          + "'s (create stores 1, each write the next). An update changes a stored " + entity
          + ": pass the version you read, or create it first.");
    }
  }
}
