package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.EdgeModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * {@code get(Follow)}, {@code exists(Follow)} and {@code delete(Follow)}: the id forms again for a
 * caller that holds the record, so that it need not unpack the ids.
 */
final class RecordOverloads {

  private RecordOverloads() {}

  // public Optional<Follow> get(Follow follow, ReadConsistency consistency) {
  //   Arguments.requireKey(follow, "FollowRepository.get", "follow", "Follow");
  //   return get(follow.follower(), follow.followee(), consistency);
  // }
  // (asynchronously the same two statements inside AsyncCalls.future(() -> { ... }))
  static MethodSpec of(EdgeModel edge, String name, TypeName returns, boolean withConsistency, Flavor flavor) {
    NameAllocator names = RepositoryGenerator.names(edge);
    String value = names.get("value");
    String consistency = names.get("consistency");
    TypeName sourceType = edge.source().component().type();
    TypeName targetType = edge.target().component().type();
    CodeBlock.Builder arguments = CodeBlock.builder()
        .add("$N.$N(), $N.$N()", value, edge.source().component().name(), value, edge.target().component().name());
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(returns))
        .addParameter(edge.record(), value);
    if (withConsistency) {
      method.addParameter(RuntimeTypes.READ_CONSISTENCY, consistency)
          .addJavadoc("As {@link #$L($T, $T, $T)}", name, sourceType, targetType, RuntimeTypes.READ_CONSISTENCY);
      arguments.add(", $N", consistency);
    } else {
      method.addJavadoc("As {@link #$L($T, $T)}", name, sourceType, targetType);
    }
    method.addJavadoc("\nwith the ids of {@code $N}; its other components are ignored.\n\n", value)
        .addJavadoc(flavor.refusal("dev.singletable.runtime.InvalidKeyException",
            "if {@code " + value + "} or one of its ids is null"));
    return flavor.body(method,
        List.of(ArgumentChecks.key(edge, ArgumentChecks.method(flavor.repository(edge), name), value)),
        CodeBlock.of("$N($L)", name, arguments.build()), true).build();
  }
}
