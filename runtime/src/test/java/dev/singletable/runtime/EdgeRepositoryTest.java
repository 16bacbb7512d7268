package dev.singletable.runtime;

import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.batch.BatchFixtures.Edge;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.batch.BatchFixtures;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.TableContext;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import static dev.singletable.runtime.internal.batch.BatchFixtures.MAPPER;
import static dev.singletable.runtime.internal.batch.BatchFixtures.TABLE;
import static dev.singletable.runtime.internal.batch.BatchFixtures.edges;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The runtime base classes of generated repositories: the batch settings given once to a repository
 * reach its batches, sync and async, and a refusal names the generated class and method.
 */
class EdgeRepositoryTest {
  private static final BatchSettings TWO_QUICK_ATTEMPTS =
      BatchSettings.defaults().maxAttempts(2).baseDelay(Duration.ZERO).maxDelay(Duration.ZERO);

  private final FakeHttp http = new FakeHttp(body -> Answer.ok(BatchFixtures.unprocessedWrites(
      BatchFixtures.ids(body), List.of())));

  @AfterEach
  void close() {
    http.close();
  }

  @Test
  void theRepositorysSettingsBoundItsBatches() {
    Edges edges = new Edges(http.client(), TableSettings.defaults().batches(TWO_QUICK_ATTEMPTS));
    BatchIncompleteException e = assertThrows(BatchIncompleteException.class, () -> edges.putAll(edges(0, 3)));
    assertEquals(2, e.attempts());
    assertEquals(2, http.bodies.size());
  }

  @Test
  void theAsyncRepositorysSettingsBoundItsBatches() {
    http.asyncAnswers.complete(null);
    AsyncEdges edges = new AsyncEdges(http.asyncClient(), TableSettings.defaults().batches(TWO_QUICK_ATTEMPTS));
    CompletableFuture<Void> future = edges.putAll(edges(0, 3));
    CompletionException e = assertThrows(CompletionException.class, future::join);
    assertEquals(2, ((BatchIncompleteException) e.getCause()).attempts());
    assertEquals(2, http.bodies.size());
  }

  @Test
  void refusalsNameTheSubclassAndMethodBeforeAnyRequest() {
    Edges edges = new Edges(http.client(), TableSettings.defaults().batches(BatchSettings.defaults()));
    InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> edges.delete((Edge) null));
    assertEquals("Edges.delete: edge is null. Pass the Edge whose key you mean, or its ids.", e.getMessage());
    InvalidRequestException settings = assertThrows(InvalidRequestException.class,
        () -> new Edges(http.client(), null));
    assertEquals("new Edges: settings is null. Pass TableSettings.defaults(), or call the constructor without"
        + " settings.", settings.getMessage());
    assertEquals(0, http.bodies.size());
  }

  /** What the processor would generate for {@link Edge}, less the typed-id methods. */
  private static final class Edges extends EdgeRepository<Edge> {
    Edges(DynamoDbClient client, TableSettings settings) {
      super(RepositoryWiring.edge(TableContext.of(client, TABLE, settings, "new Edges"), MAPPER, "Edges", "Edge", "edge",
          "edges", null));
    }
  }

  private static final class AsyncEdges extends AsyncEdgeRepository<Edge> {
    AsyncEdges(DynamoDbAsyncClient client, TableSettings settings) {
      super(RepositoryWiring.edge(TableContext.of(client, TABLE, settings, "new AsyncEdges"), MAPPER, "AsyncEdges",
          "Edge", "edge", "edges", null));
    }
  }
}
