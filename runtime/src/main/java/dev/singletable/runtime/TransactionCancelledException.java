package dev.singletable.runtime;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * DynamoDB cancelled a composed write transaction because the conditions of some of its actions did
 * not hold: nothing of it was written. {@link #outcomes()} holds one {@link Outcome} per action, in
 * request order (counter updates the library added included), each with its {@link Reason}: {@link
 * Reason#NONE} for the actions that did not fail, and for those that did what their condition meant
 * (the edge or node already existed, the item was missing, a counting node was missing, another
 * version was stored, a condition did not hold) with the item as DynamoDB judged it, mapped to its
 * record. {@link #failures()} are the failed ones; the message names each.
 *
 * <p>Thrown rather than returned, as every write of the library that changed nothing is: the result
 * of {@code commit()} is then always a committed transaction. The outcomes and their items are not
 * serialized with the exception (records need not be serializable); the message is.
 */
public final class TransactionCancelledException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** What one action's failed condition meant, or that it did not fail. */
  public enum Reason {
    /** The action's condition held (or it had none); another action cancelled the transaction. */
    NONE,
    /** A create found an item with its key, or a check that the item is absent found one. */
    ALREADY_EXISTS,
    /** A delete of a counted edge, an update or a check of an item that must exist found none. */
    NOT_FOUND,
    /** A counter update found no node item: the node a counted edge counts on does not exist. */
    MISSING_NODE,
    /** A versioned node's put, delete, update or check found another version stored. */
    VERSION_CONFLICT,
    /**
     * A typed condition, an update's {@code ifXEquals} condition, or a range kept by an {@code ADD},
     * did not hold: {@link Outcome#failedAttributes()} names the attributes.
     */
    CONDITION_FAILED
  }

  /**
   * One action's part in the cancellation. A {@link Reason#CONDITION_FAILED} outcome names the
   * attributes whose condition did not hold, as a single write's {@link ConditionFailedException}
   * does: {@link #failedAttributes()}, judged from the item DynamoDB returned with the cancellation.
   */
  public static final class Outcome {
    private final TransactionAction action;
    private final Reason reason;
    private final String explanation;
    private final Object stored;
    private final List<String> failedAttributes;
    private final boolean failedAttributesKnown;

    /**
     * An action's outcome that names no failed attribute ({@link #failedAttributes()} is empty).
     *
     * @param action the action
     * @param reason what its failed condition meant, {@link Reason#NONE} if it did not fail
     * @param explanation the reason in words, naming the item; empty for {@link Reason#NONE}
     * @param storedOrNull the item its condition was judged on, as its record; null if there was none,
     *     it did not fail, or the item could not be read as the record
     */
    public Outcome(TransactionAction action, Reason reason, String explanation, Object storedOrNull) {
      this(action, reason, explanation, storedOrNull, List.of(), true);
    }

    /**
     * An action's outcome, with the attributes whose condition did not hold.
     *
     * @param action the action
     * @param reason what its failed condition meant, {@link Reason#NONE} if it did not fail
     * @param explanation the reason in words, naming the item; empty for {@link Reason#NONE}
     * @param storedOrNull the item its condition was judged on, as its record; null if there was none,
     *     it did not fail, or the item could not be read as the record
     * @param failedAttributes the attributes whose condition did not hold, in the order the condition
     *     names them; all the condition's attributes when not {@code failedAttributesKnown}; empty
     *     when the reason is not {@link Reason#CONDITION_FAILED}
     * @param failedAttributesKnown whether {@code failedAttributes} were told from the item
     */
    public Outcome(TransactionAction action, Reason reason, String explanation, Object storedOrNull,
        List<String> failedAttributes, boolean failedAttributesKnown) {
      this.action = Objects.requireNonNull(action, "action");
      this.reason = Objects.requireNonNull(reason, "reason");
      this.explanation = Objects.requireNonNull(explanation, "explanation");
      this.stored = storedOrNull;
      this.failedAttributes = List.copyOf(failedAttributes);
      this.failedAttributesKnown = failedAttributesKnown;
    }

    /** The action. */
    public TransactionAction action() {
      return action;
    }

    /** What its failed condition meant; {@link Reason#NONE} if it did not fail. */
    public Reason reason() {
      return reason;
    }

    /** Whether this action's condition failed. */
    public boolean failed() {
      return reason != Reason.NONE;
    }

    /** The reason in words, naming the item; empty if it did not fail. */
    public String explanation() {
      return explanation;
    }

    /** The item its condition was judged on, as its record, if DynamoDB returned one that maps. */
    public Optional<Object> stored() {
      return Optional.ofNullable(stored);
    }

    /**
     * For a {@link Reason#CONDITION_FAILED} outcome, the attributes whose condition (a typed condition,
     * an update's {@code ifXEquals}, the range an {@code ADD} keeps) did not hold on the item as
     * DynamoDB judged it, in the order the condition names them, as {@link
     * ConditionFailedException#failedAttributes()} names them; all of the condition's attributes when
     * {@link #failedAttributesKnown()} is false. Empty for any other reason.
     */
    public List<String> failedAttributes() {
      return failedAttributes;
    }

    /** Whether {@link #failedAttributes()} are exactly the failed ones, rather than every candidate. */
    public boolean failedAttributesKnown() {
      return failedAttributesKnown;
    }

    /** As {@link #stored()}, if that record is a {@code type}. */
    public <T> Optional<T> stored(Class<T> type) {
      return type.isInstance(stored) ? Optional.of(type.cast(stored)) : Optional.empty();
    }

    /** {@code action 2 (update User PK=ACTOR#alice SK=#User): VERSION_CONFLICT}. */
    @Override
    public String toString() {
      return action + ": " + reason;
    }
  }

  /** @serial the ClientRequestToken of the cancelled transaction */
  private final String token;
  private final transient List<Outcome> outcomes;

  /**
   * An exception of a cancelled transaction.
   *
   * @param message what failed and what to do, naming each failed action
   * @param token the transaction's ClientRequestToken
   * @param outcomes one per action, in request order
   */
  public TransactionCancelledException(String message, String token, List<Outcome> outcomes) {
    super(message);
    this.token = token;
    this.outcomes = List.copyOf(outcomes);
  }

  /** The ClientRequestToken every attempt of the transaction carried. */
  public String token() {
    return token;
  }

  /** One outcome per action, in request order; empty after deserialization. */
  public List<Outcome> outcomes() {
    return outcomes == null ? List.of() : outcomes;
  }

  /** The outcomes of the actions whose condition failed, in request order. */
  public List<Outcome> failures() {
    return outcomes().stream().filter(Outcome::failed).toList();
  }
}
