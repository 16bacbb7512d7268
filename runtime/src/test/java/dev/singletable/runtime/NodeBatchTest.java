package dev.singletable.runtime;

import dev.singletable.runtime.internal.batch.BatchFixtures;
import dev.singletable.runtime.internal.exec.FakeHttp.Answer;
import dev.singletable.runtime.internal.request.NodeFixtures.Node;
import dev.singletable.runtime.internal.request.NodeFixtures.Nodes;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.request.NodeFixtures;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The batches of node repositories, sync and async, against a fake endpoint: getAll and deleteAll by
 * id (unprocessed keys resent, answers in the caller's order, what was left reported by id), and the
 * node rules of putAll and importAll, refused before any request.
 */
class NodeBatchTest {
  private static final TableSettings TWO_QUICK_ATTEMPTS = TableSettings.defaults()
      .batches(BatchSettings.defaults().maxAttempts(2).baseDelay(Duration.ZERO).maxDelay(Duration.ZERO));

  private FakeHttp http;

  @AfterEach
  void close() {
    http.close();
  }

  private Nodes nodes(Mode mode, NodeMapper<Node> mapper) {
    return NodeFixtures.nodes(mode, http, TWO_QUICK_ATTEMPTS, mapper);
  }

  /** Answers the n-th request (from 1) with {@code answers.apply(n)}. */
  private FakeHttp answering(Function<Integer, Answer> answers) {
    http = new FakeHttp(body -> answers.apply(http.bodies.size()));
    return http;
  }

  private List<List<String>> sentIds() {
    return http.bodies.stream().map(BatchFixtures::ids).toList();
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void getAllReadsEachIdOnceResendsWhatWasLeftAndAnswersInTheCallersOrder(Mode mode) {
    answering(n -> Answer.ok(n == 1 ? BatchFixtures.gotItems(List.of("u3"), List.of("u0"))
        : BatchFixtures.gotItems(List.of("u0"), List.of())));
    List<Optional<Node>> got = nodes(mode, NodeFixtures.mapper(true, true))
        .getAll(List.of("u3", "u0", "u9", "u3"));
    assertEquals(List.of(List.of("u3", "u0", "u9"), List.of("u0")), sentIds());
    Optional<Node> u3 = Optional.of(new Node("u3", 0, 0));
    assertEquals(List.of(u3, Optional.of(new Node("u0", 0, 0)), Optional.empty(), u3), got);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void runningOutOfAttemptsReportsTheIdsNotReadOrNotDeleted(Mode mode) {
    answering(n -> Answer.ok(http.bodies.get(n - 1).contains("RequestItems\":{\"t\":{")
        ? BatchFixtures.gotItems(List.of(), List.of("u1", "u2"))
        : BatchFixtures.unprocessedWrites(List.of(), List.of("u2"))));
    Nodes nodes = nodes(mode, NodeFixtures.mapper(false, false));
    BatchIncompleteException e = assertThrows(BatchIncompleteException.class, () -> nodes.getAll(List.of("u1", "u2")));
    assertEquals(List.of("u1", "u2"), e.notRead(String.class));
    assertEquals(2, e.attempts());
    e = assertThrows(BatchIncompleteException.class, () -> nodes.deleteAll(List.of("u1", "u2")));
    assertEquals(List.of("u2"), e.notDeleted(String.class));
    assertEquals(List.of(List.of("u1", "u2"), List.of("u1", "u2"), List.of("u1", "u2"), List.of("u2")), sentIds());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void putAllOfANodeWithAVersionOrCountersIsRefusedBeforeAnyRequest(Mode mode) {
    answering(n -> Answer.ok(BatchFixtures.unprocessedWrites(List.of(), List.of())));
    List<Node> nodes = List.of(new Node("u0", 0, 1));
    InvalidRequestException both = assertThrows(InvalidRequestException.class,
        () -> nodes(mode, NodeFixtures.mapper(true, true)).putAll(nodes));
    assertEquals("Nodes.putAll: Node nodes have a version (version) and counters (count), and a batch write has"
        + " no condition: it would skip the version check and overwrite the counters their edges keep. Call put"
        + " for each node, which keeps them; to load nodes in bulk, call importAll, which writes them as given,"
        + " counters and version included.", both.getMessage());
    InvalidRequestException counted = assertThrows(InvalidRequestException.class,
        () -> nodes(mode, NodeFixtures.mapper(true, false)).putAll(nodes));
    assertTrue(counted.getMessage().startsWith("Nodes.putAll: Node nodes have counters (count), and a batch write"
        + " has no condition: it would overwrite the counters their edges keep."), counted.getMessage());
    InvalidRequestException versioned = assertThrows(InvalidRequestException.class,
        () -> nodes(mode, NodeFixtures.mapper(false, true)).putAll(nodes));
    assertTrue(versioned.getMessage().startsWith("Nodes.putAll: Node nodes have a version (version), and a batch"
        + " write has no condition: it would skip the version check."), versioned.getMessage());
    assertEquals(0, http.bodies.size());

    nodes(mode, NodeFixtures.mapper(false, false)).putAll(nodes);
    assertEquals(List.of(List.of("u0")), sentIds());
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void importAllWritesCountersAndVersionAsGivenAndRefusesAVersionBelowOne(Mode mode) {
    answering(n -> Answer.ok(BatchFixtures.unprocessedWrites(List.of(), List.of())));
    Nodes nodes = nodes(mode, NodeFixtures.mapper(true, true));
    List<Node> unstored = new ArrayList<>(List.of(new Node("u0", 5, 2), new Node("u1", 0, 0)));
    InvalidItemException e = assertThrows(InvalidItemException.class, () -> nodes.importAll(unstored));
    assertEquals("Nodes.importAll: nodes[1]: version is 0, but a stored node's version is at least 1 (0 means"
        + " not stored yet). Give it 1, as create would, or the version it had.", e.getMessage());
    assertEquals("version", e.attribute());
    unstored.set(1, null);
    e = assertThrows(InvalidItemException.class, () -> nodes.importAll(unstored));
    assertTrue(e.getMessage().startsWith("Nodes.importAll: nodes[1] is null."), e.getMessage());
    assertEquals(0, http.bodies.size());

    nodes.importAll(List.of(new Node("u0", 5, 2)));
    String body = http.bodies.get(0);
    assertTrue(body.contains("\"count\":{\"N\":\"5\"}") && body.contains("\"version\":{\"N\":\"2\"}"), body);
  }

  @ParameterizedTest
  @EnumSource(Mode.class)
  void aNullOrBadIdIsRefusedWithItsPositionBeforeAnyRequest(Mode mode) {
    answering(n -> Answer.ok("{}"));
    Nodes nodes = nodes(mode, NodeFixtures.mapper(false, false));
    List<String> ids = Arrays.asList("u0", null);
    InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> nodes.deleteAll(ids));
    assertEquals("Nodes.deleteAll: ids[1] is null. Pass the id of the Node you mean.", e.getMessage());
    e = assertThrows(InvalidKeyException.class, () -> nodes.getAll(List.of("u0", "u1", "")));
    assertTrue(e.getMessage().startsWith("Nodes.getAll: ids[2]: "), e.getMessage());
    InvalidRequestException none = assertThrows(InvalidRequestException.class, () -> nodes.getAll(null));
    assertEquals("Nodes.getAll: ids is null. Pass the ids of the Node nodes, or an empty list.", none.getMessage());
    assertEquals(0, http.bodies.size());
  }
}
