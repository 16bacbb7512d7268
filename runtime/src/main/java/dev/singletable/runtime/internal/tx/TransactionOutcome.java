package dev.singletable.runtime.internal.tx;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a {@link WriteTransaction} came to: committed, or cancelled because the conditions of some
 * actions failed. Each failure is read by its position, with the meaning its action was given, so
 * generated code turns it into a typed result or exception without parsing a message. Nothing of a
 * cancelled transaction was applied.
 *
 * @param failures the actions whose condition failed, in action order; empty if committed
 */
public record TransactionOutcome(List<ConditionFailure> failures) {
  static final TransactionOutcome COMMITTED = new TransactionOutcome(List.of());

  /**
   * The condition of one action failed.
   *
   * @param position the action's index in the transaction, from 0
   * @param meaning what the failure means, as the action was added
   * @param label how the action names its item, e.g. {@code "User alice"}
   * @param item the item as it was, if the action asked for it with {@code
   *     ReturnValuesOnConditionCheckFailure}; else empty
   */
  public record ConditionFailure(int position, FailedCondition meaning, String label,
      Map<String, AttributeValue> item) {
    public ConditionFailure {
      item = Map.copyOf(item);
    }
  }

  public TransactionOutcome {
    failures = List.copyOf(failures);
  }

  /** Whether every action was applied. */
  public boolean committed() {
    return failures.isEmpty();
  }

  /** The first failure with this meaning, if any. */
  public Optional<ConditionFailure> failure(FailedCondition meaning) {
    return failures.stream().filter(failure -> failure.meaning() == meaning).findFirst();
  }
}
