package dev.singletable.runtime.internal.tx;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.TransactionRetriesExhaustedException;
import dev.singletable.runtime.internal.batch.BatchEntries;
import dev.singletable.runtime.internal.exec.AsyncExecutor;
import dev.singletable.runtime.internal.exec.SyncExecutor;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Backoff;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * One TransactWriteItems as a value: its actions in order, each with what a failed condition at its
 * position means, and one ClientRequestToken. Checked when built (1 to 100 actions, never two on one
 * item), so a refused transaction sends nothing. Every attempt of {@link #execute} sends the same
 * request with the same token, so DynamoDB applies the transaction at most once however often an
 * ambiguous failure makes it resend. Immutable; one value is one logical transaction.
 */
public final class WriteTransaction {
  /**
   * One action.
   *
   * @param item the action as DynamoDB takes it
   * @param ifConditionFails what its failed condition means; null if it has no condition
   * @param label how messages and outcomes name its item, e.g. {@code "User alice"}
   */
  public record Action(TransactWriteItem item, FailedCondition ifConditionFails, String label) {}

  private final String method;
  private final List<Action> actions;
  private final TransactWriteItemsRequest request;

  private WriteTransaction(String method, List<Action> actions, String token) {
    this.method = method;
    this.actions = List.copyOf(actions);
    List<TransactWriteItem> items = new ArrayList<>(actions.size());
    for (Action action : actions) {
      items.add(action.item());
    }
    this.request = TransactWriteItemsRequest.builder().transactItems(items)
        .clientRequestToken(token != null ? token : UUID.randomUUID().toString()).build();
  }

  /** Collects the actions of a transaction; {@code method} names the caller in refusals. */
  public static Builder builder(String method) {
    return new Builder(method);
  }

  /** Collects actions in order; not thread-safe. */
  public static final class Builder {
    private final String method;
    private final List<Action> actions = new ArrayList<>();
    private String token;

    private Builder(String method) {
      this.method = method;
    }

    /**
     * Adds a conditioned action.
     *
     * @throws IllegalArgumentException if {@code item} has no condition expression
     */
    public Builder add(TransactWriteItem item, FailedCondition ifConditionFails, String label) {
      if (!TransactionChecks.hasCondition(item)) {
        throw new IllegalArgumentException(label + ": an action read as " + ifConditionFails + " needs a condition");
      }
      actions.add(new Action(item, ifConditionFails, label));
      return this;
    }

    /**
     * Adds an action without a condition.
     *
     * @throws IllegalArgumentException if {@code item} has a condition expression
     */
    public Builder add(TransactWriteItem item, String label) {
      if (TransactionChecks.hasCondition(item)) {
        throw new IllegalArgumentException(label + ": a conditioned action needs the meaning of its failure");
      }
      actions.add(new Action(item, null, label));
      return this;
    }

    /**
     * Sends {@code token} as the ClientRequestToken of every attempt instead of a random one (checked
     * by the caller: 1 to 36 characters).
     */
    public Builder token(String token) {
      this.token = token;
      return this;
    }

    /**
     * The transaction, checked.
     *
     * @throws dev.singletable.runtime.InvalidRequestException for no actions or more than 100, or
     *     two actions on one item; the message names their positions
     */
    public WriteTransaction build() {
      TransactionChecks.check(method, actions);
      return new WriteTransaction(method, actions, token);
    }
  }

  /** The actions, in order. */
  public List<Action> actions() {
    return actions;
  }

  /** The token every attempt carries. */
  public String clientRequestToken() {
    return request.clientRequestToken();
  }

  String method() {
    return method;
  }

  /** The request every attempt sends. */
  TransactWriteItemsRequest request() {
    return request;
  }

  /**
   * Sends the transaction, resending it with the same token while DynamoDB cancels it for a
   * {@code TransactionConflict} or answers {@code TransactionInProgressException}.
   *
   * @return committed, or the positions whose condition failed
   * @throws dev.singletable.runtime.InvalidRequestException if {@code settings} is null
   * @throws TransactionRetriesExhaustedException when the attempts run out
   */
  public TransactionOutcome execute(TableContext context, BatchSettings settings) {
    return context.sync().run(new TransactionAttempts(this, Backoff.of(BatchEntries.requireSettings(settings))));
  }

  /** As {@link #execute(TableContext, BatchSettings)}, without blocking. */
  public CompletableFuture<TransactionOutcome> executeAsync(TableContext context, BatchSettings settings) {
    return context.async().run(new TransactionAttempts(this, Backoff.of(BatchEntries.requireSettings(settings))));
  }

  TransactionOutcome execute(DynamoDbClient client, Backoff backoff) {
    return new SyncExecutor(client).run(new TransactionAttempts(this, backoff));
  }

  CompletableFuture<TransactionOutcome> executeAsync(DynamoDbAsyncClient client, Backoff backoff) {
    return new AsyncExecutor(client).run(new TransactionAttempts(this, backoff));
  }
}
