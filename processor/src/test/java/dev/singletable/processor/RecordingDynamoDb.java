package dev.singletable.processor;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.utils.builder.SdkBuilder;

/**
 * A DynamoDB client, blocking ({@link #client}) or asynchronous ({@link #asyncClient}), that records
 * every request and answers each with the response a test gives, or else an empty one (no item, no
 * page after it, nothing unprocessed, a Query that counted 0), so that a generation test can call the
 * generated classes and read what they would send.
 */
final class RecordingDynamoDb {
  private static final Pattern PLACEHOLDER = Pattern.compile("[#:]\\w+");
  private final List<DynamoDbRequest> requests = new ArrayList<>();
  private final Function<DynamoDbRequest, SdkResponse> answers;

  final DynamoDbClient client = proxy(DynamoDbClient.class, false);
  final DynamoDbAsyncClient asyncClient = proxy(DynamoDbAsyncClient.class, true);

  /** Answers every request with an empty response. */
  RecordingDynamoDb() {
    this(request -> null);
  }

  /** Answers with {@code answers}' response to a request, or an empty one where it gives null. */
  RecordingDynamoDb(Function<DynamoDbRequest, SdkResponse> answers) {
    this.answers = answers;
  }

  /** The requests sent so far of this type, in order. */
  <T extends DynamoDbRequest> List<T> requests(Class<T> type) {
    return requests.stream().filter(type::isInstance).map(type::cast).toList();
  }

  /** Every request sent so far, in order. */
  List<DynamoDbRequest> requests() {
    return List.copyOf(requests);
  }

  /** The Queries sent so far, each as its {@link #keyCondition}. */
  List<String> queries() {
    return requests(QueryRequest.class).stream().map(RecordingDynamoDb::keyCondition).toList();
  }

  /**
   * The index a Query reads ({@code table} for the table itself) and its key condition with the names
   * and values in place of their placeholders: {@code GSI2: GSI2PK = c#c1 AND begins_with(GSI2SK, o#)}.
   */
  static String keyCondition(QueryRequest query) {
    return (query.indexName() == null ? "table" : query.indexName()) + ": "
        + expression(query.keyConditionExpression(), query.expressionAttributeNames(),
            query.expressionAttributeValues());
  }

  /**
   * An expression with its names and values (a string's or a number's text) in place of their
   * placeholders: {@code SET item = x ADD boxedCount 5}.
   */
  static String expression(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
    Matcher placeholders = PLACEHOLDER.matcher(expression);
    StringBuilder filled = new StringBuilder();
    while (placeholders.find()) {
      String placeholder = placeholders.group();
      AttributeValue value = values.get(placeholder);
      placeholders.appendReplacement(filled, Matcher.quoteReplacement(placeholder.startsWith("#")
          ? names.get(placeholder) : value.s() != null ? value.s() : value.n()));
    }
    placeholders.appendTail(filled);
    return filled.toString();
  }

  private <C> C proxy(Class<C> type, boolean async) {
    InvocationHandler handler = (proxy, method, arguments) -> {
      if (method.getDeclaringClass() == Object.class) {
        return switch (method.getName()) {
          case "equals" -> proxy == arguments[0];
          case "hashCode" -> System.identityHashCode(proxy);
          default -> "RecordingDynamoDb";
        };
      }
      if (method.getName().equals("serviceName")) {
        return DynamoDbClient.SERVICE_NAME;
      }
      if (method.getName().equals("close")) {
        return null;
      }
      if (arguments == null || arguments.length != 1 || !(arguments[0] instanceof DynamoDbRequest request)) {
        throw new UnsupportedOperationException(method.toString());
      }
      requests.add(request);
      SdkResponse answer = answers.apply(request);
      SdkResponse response = answer != null ? answer : empty(method, async);
      return async ? CompletableFuture.completedFuture(response) : response;
    };
    return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
  }

  /** The empty response of an SDK method, {@code QueryResponse queryItem(QueryRequest)} say. */
  private static SdkResponse empty(Method method, boolean async) throws ReflectiveOperationException {
    Class<?> type = async
        ? (Class<?>) ((ParameterizedType) method.getGenericReturnType()).getActualTypeArguments()[0]
        : method.getReturnType();
    if (type == QueryResponse.class) {
      return QueryResponse.builder().items(List.of()).count(0).scannedCount(0).build();
    }
    if (type == ScanResponse.class) {
      return ScanResponse.builder().items(List.of()).count(0).scannedCount(0).build();
    }
    return (SdkResponse) ((SdkBuilder<?, ?>) type.getMethod("builder").invoke(null)).build();
  }
}
