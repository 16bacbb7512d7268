package dev.singletable.runtime;

import java.util.List;

/**
 * A composed write transaction that committed: every action was applied, at once. DynamoDB returns
 * no items from a transaction, so the result says what was sent.
 *
 * @param token the ClientRequestToken every attempt carried: the one given, or the one generated
 * @param actions every action in request order, counter updates the library added included
 */
public record TransactionResult(String token, List<TransactionAction> actions) {
  /** Copies {@code actions}. */
  public TransactionResult {
    actions = List.copyOf(actions);
  }
}
