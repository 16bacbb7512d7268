package dev.singletable.spring.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.test.context.ContextConfiguration;

/**
 * Runs a Spring test's context against a local DynamoDB, no container:
 * {@code @ContextConfiguration(initializers = LocalDynamoDbInitializer.class)} under a name that says
 * so. The clients are the local server's and every table is created if missing (see {@link
 * LocalDynamoDbInitializer}).
 *
 * <pre>{@code
 * @SpringBootTest
 * @WithLocalDynamoDb
 * class FollowServiceTest { ... }
 * }</pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ContextConfiguration(initializers = LocalDynamoDbInitializer.class)
public @interface WithLocalDynamoDb {}
