package dev.singletable.runtime;

import java.util.List;

/**
 * A write's condition did not hold: an update's own conditions (the generated {@code ifXEquals}
 * methods), or the typed {@link Condition} given to a {@code put}, {@code delete} or {@code update}.
 * For an update, the item exists, at the version read if it has one, but an attribute the update
 * required holds another value or none; for a conditional put or delete, the item as stored (or no
 * item, for a put) does not meet the condition. Nothing was written. Read the record again to see its
 * values, and decide whether the change still applies.
 *
 * <p>{@link #attributes()} are all the attributes the update's conditions were on; {@link
 * #failedAttributes()} are those whose condition did not hold, judged from the item as it was when
 * DynamoDB checked it, with DynamoDB's semantics for every operator (numbers by value, strings by
 * their UTF-8 bytes, binaries by their unsigned bytes, a missing attribute, sets and lists). When
 * that could not be told ({@link #failedAttributesKnown()} is false), the
 * message says so and {@code failedAttributes()} are all of them. Messages name attributes, never
 * their values, which may be personal data.
 *
 * <p>An {@code ADD} that would take a bounded integer ({@code int}, {@code long} ...) out of its
 * type's range is refused the same way, as the failure of the condition that keeps the sum in range:
 * then {@code attributes()} and {@code failedAttributes()} are those attributes alone, and the
 * update's own conditions were not judged, so one that failed as well is not named. A missing item
 * ({@link ItemNotFoundException}) and a stale version ({@link VersionConflictException}) win over
 * both.
 */
public final class ConditionFailedException extends WriteNotAppliedException {
  private static final long serialVersionUID = 2L;

  /** @serial the attributes the conditions were on */
  private final List<String> attributes;
  /** @serial the attributes whose condition did not hold, or all of them when that is not known */
  private final List<String> failed;
  /** @serial whether {@code failed} was told from the item */
  private final boolean failedKnown;

  /**
   * An exception that names the conditions that did not hold.
   *
   * @param entity the record's simple name, e.g. {@code "User"}
   * @param partitionKey the {@code PK} value of the item, e.g. {@code "USER#alice"}
   * @param sortKey its {@code SK} value
   * @param attributes the attributes the conditions were on, in the order the update named them
   * @param failed those of {@code attributes} whose condition did not hold, at least one
   * @throws IllegalArgumentException if {@code failed} is empty or names an attribute not in {@code attributes}
   */
  public ConditionFailedException(String entity, String partitionKey, String sortKey, List<String> attributes,
      List<String> failed) {
    this(entity, partitionKey, sortKey, List.copyOf(attributes), checked(attributes, failed), true);
  }

  /**
   * An exception that cannot tell which of several conditions did not hold (the failure did not carry
   * the item, or the item seemed to meet them all): the message says so and {@link #failedAttributes()}
   * are all of {@code attributes}. With one attribute, that one failed.
   *
   * @param entity the record's simple name, e.g. {@code "User"}
   * @param partitionKey the {@code PK} value of the item, e.g. {@code "USER#alice"}
   * @param sortKey its {@code SK} value
   * @param attributes the attributes the conditions were on, in the order the update named them
   */
  public ConditionFailedException(String entity, String partitionKey, String sortKey, List<String> attributes) {
    this(entity, partitionKey, sortKey, List.copyOf(attributes), List.copyOf(attributes), attributes.size() == 1);
  }

  /**
   * An exception for a write of any kind, naming the conditions that did not hold when {@code
   * failedKnown}, else saying it cannot tell (with one attribute, that one failed).
   *
   * @param write the write, as messages name it: {@code "put"}, {@code "delete"}, {@code "update"}
   * @param entity the record's simple name, e.g. {@code "User"}
   * @param partitionKey the {@code PK} value of the item, e.g. {@code "USER#alice"}
   * @param sortKey its {@code SK} value
   * @param attributes the attributes the conditions were on, in the order written
   * @param failed those of {@code attributes} whose condition did not hold, at least one; ignored
   *     when not {@code failedKnown}
   * @param failedKnown whether {@code failed} was told from the item
   * @throws IllegalArgumentException if {@code failedKnown} and {@code failed} is empty or names an
   *     attribute not in {@code attributes}
   */
  public ConditionFailedException(String write, String entity, String partitionKey, String sortKey,
      List<String> attributes, List<String> failed, boolean failedKnown) {
    this(write, entity, partitionKey, sortKey, List.copyOf(attributes),
        failedKnown ? checked(attributes, failed) : List.copyOf(attributes), failedKnown || attributes.size() == 1,
        null);
  }

  private ConditionFailedException(String entity, String partitionKey, String sortKey, List<String> attributes,
      List<String> failed, boolean failedKnown) {
    this("update", entity, partitionKey, sortKey, attributes, failed, failedKnown, null);
  }

  private ConditionFailedException(String write, String entity, String partitionKey, String sortKey,
      List<String> attributes, List<String> failed, boolean failedKnown, Void unused) {
    super("The " + write + " of the " + entity + " item with PK '" + partitionKey + "' and SK '" + sortKey
        + "' was not applied: " + reason(attributes, failed, failedKnown) + " Nothing was written. Read the "
        + entity + " again and decide whether the change still applies.", entity, partitionKey, sortKey);
    this.attributes = attributes;
    this.failed = failed;
    this.failedKnown = failedKnown;
  }

  /** The attributes the update's conditions were on, in the order it named them. */
  public List<String> attributes() {
    return attributes;
  }

  /**
   * The attributes whose condition did not hold (missing, or holding another value), in the order of
   * {@link #attributes()}; all of them when {@link #failedAttributesKnown()} is false.
   */
  public List<String> failedAttributes() {
    return failed;
  }

  /** Whether {@link #failedAttributes()} are exactly the failed ones, rather than every candidate. */
  public boolean failedAttributesKnown() {
    return failedKnown;
  }

  /**
   * {@code its condition on bio does not hold (the one on name does).}, or when which failed is not
   * known, {@code its condition on name and bio does not hold; which of those attributes failed,
   * DynamoDB's answer did not tell.}
   */
  private static String reason(List<String> attributes, List<String> failed, boolean failedKnown) {
    if (!failedKnown) {
      return "its condition on " + String.join(" and ", attributes) + " does not hold; which of those attributes"
          + " failed, DynamoDB's answer did not tell.";
    }
    List<String> held = attributes.stream().filter(attribute -> !failed.contains(attribute)).toList();
    return (failed.size() == 1 ? "its condition on " : "its conditions on ") + String.join(" and ", failed)
        + (failed.size() == 1 ? " does not hold" : " do not hold") + (held.isEmpty() ? "."
        : (held.size() == 1 ? " (the one on " : " (the ones on ") + String.join(" and ", held)
            + (held.size() == 1 ? " does)." : " do)."));
  }

  private static List<String> checked(List<String> attributes, List<String> failed) {
    if (failed.isEmpty() || !attributes.containsAll(failed)) {
      throw new IllegalArgumentException("failed " + failed + " must be some of the attributes " + attributes);
    }
    return attributes.stream().filter(failed::contains).toList();
  }
}
