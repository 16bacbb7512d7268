package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.Canned;
import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.FollowMapper;
import dev.singletable.benchmarks.HandWrittenMapper;
import dev.singletable.benchmarks.enhanced.FollowBean;
import dev.singletable.benchmarks.enhanced.FollowImmutable;
import dev.singletable.benchmarks.enhanced.FollowSchemas;
import dev.singletable.benchmarks.enhanced.FollowSchemas.FollowBuilder;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticImmutableTableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One record to its item ({@code toItem*}) and one item to its record ({@code fromItem*}). Each
 * variant maps its own form of {@link Canned#FOLLOW}; every item is the same (EquivalenceTest).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MappingBenchmark {
  private final Follow follow = Canned.FOLLOW;
  private final FollowBean bean = FollowBean.of(follow);
  private final FollowImmutable immutable = FollowImmutable.of(follow);
  private final Map<String, AttributeValue> item = FollowMapper.INSTANCE.toItem(follow);
  private final StaticImmutableTableSchema<Follow, FollowBuilder> staticSchema =
      FollowSchemas.staticImmutable();
  private final TableSchema<FollowBean> beanSchema = FollowSchemas.bean();
  private final TableSchema<FollowImmutable> immutableSchema = FollowSchemas.immutable();

  @Benchmark
  public Map<String, AttributeValue> toItemGenerated() {
    return FollowMapper.INSTANCE.toItem(follow);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemHandWritten() {
    return HandWrittenMapper.toItem(follow);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemEnhancedStatic() {
    return staticSchema.itemToMap(follow, true);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemEnhancedBean() {
    return beanSchema.itemToMap(bean, true);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemEnhancedImmutable() {
    return immutableSchema.itemToMap(immutable, true);
  }

  @Benchmark
  public Follow fromItemGenerated() {
    return FollowMapper.INSTANCE.fromItem(item);
  }

  @Benchmark
  public Follow fromItemHandWritten() {
    return HandWrittenMapper.fromItem(item);
  }

  @Benchmark
  public Follow fromItemEnhancedStatic() {
    return staticSchema.mapToItem(item);
  }

  @Benchmark
  public FollowBean fromItemEnhancedBean() {
    return beanSchema.mapToItem(item);
  }

  @Benchmark
  public FollowImmutable fromItemEnhancedImmutable() {
    return immutableSchema.mapToItem(item);
  }
}
