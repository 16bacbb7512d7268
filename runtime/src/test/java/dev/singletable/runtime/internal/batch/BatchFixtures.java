package dev.singletable.runtime.internal.batch;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.internal.codec.Keys;
import dev.singletable.runtime.internal.plan.Backoff;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A small record, its mapper, JSON for recorded answers, and a backoff that never waits. */
public final class BatchFixtures {
  public static final String TABLE = "t";
  private static final Pattern PK = Pattern.compile("\"PK\":\\{\"S\":\"A#([^\"]*)\"}");

  /** An edge stored as {@code PK = A#<from>}, {@code SK = B#<to>}. */
  public record Edge(String from, String to) {}

  public static final ItemMapper<Edge> MAPPER = new ItemMapper<>() {
    @Override
    public Map<String, AttributeValue> toItem(Edge edge) {
      Map<String, AttributeValue> item = new HashMap<>(key(edge));
      item.put(Layout.TYPE, AttributeValue.fromS("Edge"));
      return item;
    }

    @Override
    public Edge fromItem(Map<String, AttributeValue> item) {
      return new Edge(item.get(Layout.PK).s().substring(2), item.get(Layout.SK).s().substring(2));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Edge edge) {
      return key(edge);
    }
  };

  private BatchFixtures() {}

  public static Map<String, AttributeValue> key(Edge edge) {
    return Map.of(Layout.PK, AttributeValue.fromS(Keys.string("A#", edge.from(), "Edge.from", 1024)),
        Layout.SK, AttributeValue.fromS(Keys.string("B#", edge.to(), "Edge.to", 1024)));
  }

  public static Edge edge(int i) {
    return new Edge("u" + i, "t");
  }

  public static List<Edge> edges(int from, int to) {
    List<Edge> edges = new ArrayList<>();
    for (int i = from; i < to; i++) {
      edges.add(edge(i));
    }
    return edges;
  }

  /** The {@code from} ids of every key or item in a request body, in order. */
  public static List<String> ids(String body) {
    List<String> ids = new ArrayList<>();
    Matcher matcher = PK.matcher(body);
    while (matcher.find()) {
      ids.add(matcher.group(1));
    }
    return ids;
  }

  public static List<String> ids(List<Edge> edges) {
    return edges.stream().map(Edge::from).toList();
  }

  public static String keyJson(String id) {
    return "{\"PK\":{\"S\":\"A#" + id + "\"},\"SK\":{\"S\":\"B#t\"}}";
  }

  public static String itemJson(String id) {
    return "{\"PK\":{\"S\":\"A#" + id + "\"},\"SK\":{\"S\":\"B#t\"},\"_type\":{\"S\":\"Edge\"}}";
  }

  /** A BatchWriteItem answer leaving these puts and deletes unprocessed. */
  public static String unprocessedWrites(List<String> puts, List<String> deletes) {
    List<String> requests = new ArrayList<>();
    puts.forEach(id -> requests.add("{\"PutRequest\":{\"Item\":" + itemJson(id) + "}}"));
    deletes.forEach(id -> requests.add("{\"DeleteRequest\":{\"Key\":" + keyJson(id) + "}}"));
    return "{\"UnprocessedItems\":{" + (requests.isEmpty() ? "" : "\"t\":[" + String.join(",", requests) + "]")
        + "}}";
  }

  /** A BatchGetItem answer returning these items and leaving these keys unprocessed. */
  public static String gotItems(List<String> found, List<String> unprocessed) {
    return "{\"Responses\":{\"t\":[" + found.stream().map(BatchFixtures::itemJson).collect(Collectors.joining(","))
        + "]},\"UnprocessedKeys\":{" + (unprocessed.isEmpty() ? "" : "\"t\":{\"Keys\":["
        + unprocessed.stream().map(BatchFixtures::keyJson).collect(Collectors.joining(",")) + "]}") + "}}";
  }

  /** Rethrows what failed a future, as the sync call would have thrown it. */
  public static <T> T join(CompletableFuture<T> future) {
    try {
      return future.join();
    } catch (CompletionException e) {
      throw e.getCause() instanceof RuntimeException cause ? cause : e;
    }
  }

  /** Waits nowhere; records every wait asked for. Jitter is fixed at one half. */
  public static final class RecordingBackoff extends Backoff {
    public final List<Duration> waits = Collections.synchronizedList(new ArrayList<>());

    public RecordingBackoff(BatchSettings settings) {
      super(settings, () -> 0.5);
    }

    @Override
    public void sleep(Duration delay) {
      waits.add(delay);
    }

    @Override
    public CompletableFuture<Void> after(Duration delay) {
      waits.add(delay);
      return CompletableFuture.completedFuture(null);
    }
  }
}
